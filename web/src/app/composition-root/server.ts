import { MemoryStorage } from '@more/adapters/storage';
import { type ApiSnapshot, recordingFetch } from '@more/adapters/snapshot';
import { realTime } from '@more/core';
import type { StoreConfig } from '../config';
import type { Services } from '../services';
import { createServices } from './index';

/**
 * A container for one server render: no shopper (the token lives in the
 * browser), memory for storage, and a fetch that records every answer for the
 * page's snapshot.
 */
export const createServerServices = (config: StoreConfig, storeApiUrl: string, fetcher: typeof fetch = fetch): { services: Services; answers: () => ApiSnapshot; redirects: string[] } => {
  const recording = recordingFetch(storeApiUrl, fetcher);
  const redirects: string[] = [];
  const services = createServices({
    config,
    storeApiUrl,
    fetch: recording.fetch,
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    navigation: { go: (path) => void redirects.push(path) },
    scheduler: realTime,
  });
  return { services, answers: recording.answers, redirects };
};
