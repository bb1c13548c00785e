import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import webConfig from '../../web/vite.config.ts';

/** The storefront's page, with the demo entry (mock worker first) in place of main.tsx. */
const demoEntry = (): Plugin => ({
  name: 'more-demo-entry',
  transformIndexHtml: { order: 'pre', handler: (html) => html.replace('/src/main.tsx', '../mock-server/demo/demo-entry.ts') },
});

const storefront = typeof webConfig === 'function' ? webConfig({ command: 'build', mode: 'production', isSsrBuild: false }) : webConfig;

export default mergeConfig(
  // The demo has no server: none of the storefront build's server-facing options (manifest, pre-compression) apply.
  { ...storefront, plugins: (storefront as { plugins?: unknown[] }).plugins?.slice(0, 1) },
  defineConfig({
    plugins: [demoEntry()],
    build: {
      outDir: fileURLToPath(new URL('../../dist-demo', import.meta.url)),
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      // Top-level await in the entry: every browser that runs service workers has it.
      target: 'es2022',
      // The demo carries the whole mock (msw, the seed, Indonesia's regions); the storefront's own budget is measured elsewhere.
      chunkSizeWarningLimit: 1200,
    },
  }),
);
