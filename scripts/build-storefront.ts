import { build } from 'vite';
import { webRoot } from './paths';

/**
 * The storefront's production build: the browser's bundle (web/dist/client,
 * with its manifest and pre-compressed assets) and the server renderer
 * (web/dist/server/entry-server.js) with the production server that loads it
 * (web/dist/server/serve.js, `npm run serve`).
 */
export const buildStorefront = async (distDir?: string): Promise<void> => {
  // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const common = { root: webRoot, configFile: `${webRoot}/vite.config.ts`, mode: 'production', logLevel: 'warn' } as const;
    // Another folder than web/dist (E2E_WEB_DIST): two builds of two working copies cannot clash.
    await build(distDir ? { ...common, build: { outDir: `${distDir}/client` } } : common);
    await build({ ...common, build: { ssr: true, ...(distDir ? { outDir: `${distDir}/server` } : {}) } });
  } finally {
    // Put back as it was: assigning undefined would leave the string "undefined", and the server this
    // process starts next would take React's development build (web/server/storefront.ts).
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
};
