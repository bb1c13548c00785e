import { setupWorker } from 'msw/browser';
import { createMockApi, type MockApi, type MockApiOptions } from '../mock-api';

export interface StartedMockWorker {
  readonly api: MockApi;
  stop(): void;
}

/**
 * The mock API inside the shopper's own browser: msw's service worker answers
 * the storefront's calls from the same handlers the Node server uses, so a
 * static host is all the demo needs.
 */
export const startMockWorker = async (options: { readonly serviceWorkerUrl: string } & MockApiOptions): Promise<StartedMockWorker> => {
  const api = await createMockApi({ log: (line) => console.info(`[mock] ${line}`), ...options });
  const worker = setupWorker(...api.handlers);
  await worker.start({ serviceWorker: { url: options.serviceWorkerUrl }, onUnhandledRequest: 'bypass', quiet: true });
  return { api, stop: () => worker.stop() };
};
