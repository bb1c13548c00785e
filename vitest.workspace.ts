import { defineConfig } from 'vitest/config';
import SweepsFirst from './tests/e2e/harness/sequencer.ts';

/**
 * The root test configuration: one project per package, each in the
 * environment its code runs in. Every script points vitest here
 * (`--config vitest.workspace.ts`); vitest 4 would otherwise ignore this file.
 */
export default defineConfig({
  test: {
    // The e2e stage's sweeps of every route start first, so that the two workers end together.
    sequence: { sequencer: SweepsFirst },
    projects: [
      // Core's, the adapters' and the mock's tests build every object they use (a use case, a client, a mock API of their
      // own) and leave no global behind, so one worker's files share its loaded modules: re-importing them for each of 350
      // files was two thirds of the unit stage (import 222 s of 313 s on CI). The web's files share the DOM and stay apart.
      {
        test: { name: 'core', root: './core', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        test: { name: 'adapters', root: './adapters', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        test: { name: 'mock-server', root: './mock-server', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        // The production server: configuration, headers (its HTTP behaviour is tested end to end).
        test: { name: 'web-server', root: './web', environment: 'node', include: ['server/**/*.test.ts'] },
      },
      {
        test: {
          name: 'contracts',
          root: './contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.provider.test.ts'],
          globalSetup: ['./src/consumer-global-setup.ts'],
          // Every consumer test writes into the same pact file per provider.
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        // Runs after 'contracts' (scripts/test.ts orders the stages): it verifies the pacts those wrote.
        test: {
          name: 'contracts-provider',
          root: './contracts',
          environment: 'node',
          include: ['src/**/*.provider.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A package's whole source parsed per test (core's in about 2 s on an idle machine): more than the default 5 s leaves for a busy one.
        test: { name: 'architecture', root: './tests', environment: 'node', include: ['architecture/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        // The storefront's server against the mock in-process (web/ itself imports no mock).
        // The renderer itself (web/src/entry-server.tsx) runs here too, from source: the bundle's built-in configuration is the mock's.
        define: { __STORE_CONFIG__: JSON.stringify({ storeApiUrl: '/api/', simulatedSignIn: true, whatsappNumber: '6281130009000' }) },
        test: { name: 'server', root: './tests', environment: 'node', include: ['server/**/*.test.ts'] },
      },
      {
        test: {
          name: 'e2e',
          root: './tests',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['./e2e/harness/global-setup.ts'],
          // The built server renderer (web/dist*/server) runs under Node's own module loader, as `npm start` runs it, not
          // through vitest's, whose CommonJS interop read named exports Node cannot (js-xss's escapeAttrValue): the gates
          // passed while every article went out without its body.
          server: { deps: { external: [/[\\/]server[\\/](entry-server\.js|assets[\\/][^\\/]+\.js)$/] } },
          // One Chromium per worker; two workers keep both cores busy without starving the store.
          maxWorkers: 2,
          // The sweeps (every route, every route with the API failing) run their visits concurrently. With vitest's
          // default of five at a time per worker, ten pages shared two cores and some visits needed more than half
          // their time; three per worker keep both cores busy with less waiting on each other.
          maxConcurrency: 3,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['core/src/**/*.ts'],
      exclude: ['core/src/**/*.test.ts', 'core/src/**/*.fixture.ts', 'core/src/testing.ts', 'core/src/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: './coverage/core',
      // Issue 3: core's rules are the shop; every line of them is exercised.
      thresholds: { lines: 95 },
    },
  },
});
