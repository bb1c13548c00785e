import { storeRoutes } from '../../../web/src/app/routing/routes';
import { samplePath } from './route-samples';
import { startStore } from './store';

/** Photos made at once: the machines have two cores. */
const AT_ONCE = 2;

/**
 * Makes the mock's photos once before the tests (issue 41): the mock renders each JPEG from its drawing on first
 * request and keeps it on disk (node_modules/.cache/more-media/), where every test's store then finds it. On a clean
 * clone the cache is empty, and the first tests' pages asked for dozens of photos at once from one process: their
 * first paint waited on renders no shopper of a warm store waits for. Every photo the public pages name in their
 * server HTML is asked for here, two at a time (some 350 photos, about 20 s on a cold cache; a second or two warm).
 */
export const warmMockPhotos = async (): Promise<{ photos: number; ms: number }> => {
  const started = Date.now();
  const store = await startStore();
  try {
    const sources = new Set<string>();
    for (const route of storeRoutes.filter((candidate) => candidate.access === 'public')) {
      const html = await (await fetch(`${store.url}${samplePath(route)}`)).text();
      for (const match of html.matchAll(/\/_image\?url=([^&"]+)&(?:amp;)?w=/g)) sources.add(decodeURIComponent(match[1]!));
      for (const match of html.matchAll(/https?:\/\/[^"'\s)]+\/media\/[^"'\s)]+\.jpg/g)) sources.add(match[0]);
    }
    const queue = [...sources];
    const worker = async () => {
      for (let source = queue.shift(); source !== undefined; source = queue.shift()) await (await fetch(source)).arrayBuffer();
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    return { photos: sources.size, ms: Date.now() - started };
  } finally {
    await store.close();
  }
};
