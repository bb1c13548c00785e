/**
 * `npm run build:demo`: the whole store as static files in dist-demo/ — the
 * storefront plus the mock API as a service worker. Serve the folder at the
 * root of any static host (service workers need https, or localhost).
 */
import { buildDemo, demoDist } from './demo';

await buildDemo();
console.log(`Static demo written to ${demoDist}/ — serve it at the root of a static host, e.g. npx serve dist-demo`);
