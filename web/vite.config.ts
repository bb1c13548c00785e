import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { MOCK_SHIPMENT_API_PATH, MOCK_SHIPMENT_TOKEN, MOCK_STORE_API_PATH } from '../mock-server/src/defaults.ts';

/**
 * The storefront's configuration, fixed at build time (README, "Configuration").
 * Only these three values reach the bundle: exposing a whole env prefix would
 * ship any secret that happens to share it.
 */
const storeConfig = {
  storeApiUrl: process.env.STORE_API_URL || MOCK_STORE_API_PATH,
  shipmentApiUrl: process.env.SHIPMENT_API_URL || MOCK_SHIPMENT_API_PATH,
  shipmentToken: process.env.SHIPMENT_API_TOKEN || MOCK_SHIPMENT_TOKEN,
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: { __STORE_CONFIG__: JSON.stringify(storeConfig) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The bundle budget test reads this to measure every route's JavaScript.
    manifest: true,
  },
});
