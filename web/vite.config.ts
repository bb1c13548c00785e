import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { MOCK_SHIPMENT_API_PATH, MOCK_SHIPMENT_TOKEN, MOCK_STORE_API_PATH } from '../mock-server/src/defaults.ts';

/**
 * The configuration built into the bundle: what a page without a server (the
 * static demo, `npm run dev`) runs with. The production server writes its own
 * into every page at request time, so one build runs against any API.
 */
const builtInConfig = {
  storeApiUrl: process.env.STORE_API_URL || MOCK_STORE_API_PATH,
  shipmentApiUrl: process.env.SHIPMENT_API_URL || MOCK_SHIPMENT_API_PATH,
  shipmentToken: process.env.SHIPMENT_API_TOKEN || MOCK_SHIPMENT_TOKEN,
};

/** Brotli and gzip copies of every hashed asset, made once at build time instead of on every request. */
const precompress = (): Plugin => ({
  name: 'more-precompress',
  apply: 'build',
  writeBundle(options) {
    if (!options.dir) return;
    const assets = `${options.dir}/assets`;
    let files: string[];
    try {
      files = readdirSync(assets);
    } catch {
      return;
    }
    for (const file of files) {
      if (!/\.(js|css|svg|json)$/.test(file)) continue;
      const body = readFileSync(`${assets}/${file}`);
      if (body.length < 1024) continue;
      writeFileSync(`${assets}/${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${assets}/${file}.gz`, gzipSync(body, { level: 9 }));
    }
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), ...(isSsrBuild ? [] : [precompress()])],
  define: { __STORE_CONFIG__: JSON.stringify(builtInConfig) },
  ssr: {
    // The workspace packages are TypeScript sources: the server bundle compiles them in.
    noExternal: ['@more/core', '@more/adapters'],
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, ssr: 'src/entry-server.tsx', target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: true,
        // The server reads it for modulepreload links; the bundle budget test for every route's JavaScript.
        manifest: true,
        // Top-level await in the entry (hydration waits for the page's data): every browser the store supports has it.
        target: 'es2022',
      },
}));
