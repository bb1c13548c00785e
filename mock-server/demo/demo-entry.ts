/**
 * The static demo's first script: the mock API starts as a service worker in
 * the browser, and only once it answers does the storefront (unchanged) load.
 */
import { startMockWorker } from '../src/browser/start-worker';

const loading = document.getElementById('root');
if (loading) loading.innerHTML = '<p style="font-family:system-ui,sans-serif;text-align:center;padding:3rem 1rem;color:#6b6158">Mohon menunggu..</p>';

try {
  await startMockWorker({ serviceWorkerUrl: '/mockServiceWorker.js' });
} catch (error) {
  if (loading) loading.innerHTML = '<p style="font-family:system-ui,sans-serif;text-align:center;padding:3rem 1rem">Demo ini membutuhkan browser yang mendukung service worker (Chrome, Firefox, Safari terbaru).</p>';
  throw error;
}
if (loading) loading.innerHTML = '';
await import('../../web/src/main');
