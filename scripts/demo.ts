import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'vite';
import { root } from './paths';

export const demoDist = `${root}dist-demo`;
const require = createRequire(import.meta.url);

/** The whole store as static files: the storefront plus the mock API as a service worker. */
export const buildDemo = async (): Promise<void> => {
  await build({ configFile: `${root}mock-server/demo/vite.config.ts`, mode: 'production', logLevel: 'warn' });
  // msw's worker script must be served by the page's origin at the scope's root.
  copyFileSync(require.resolve('msw/mockServiceWorker.js'), `${demoDist}/mockServiceWorker.js`);
  // Static hosts answer an unknown path with 404.html: the storefront's router takes it from there.
  copyFileSync(`${demoDist}/index.html`, `${demoDist}/404.html`);
};
