/**
 * `npm run bench:images`: what the storefront's image endpoint (web/server/images/) costs the server (issue 41,
 * point 5). Standalone: no build, no e2e harness, no mock; it starts its own photo source (a loopback server of
 * JPEGs made with sharp, ~1200 px like the mock's and a real image host's) and the endpoint on another port, in
 * this process, with the server's own settings (sharp on one thread per image, two renders at a time).
 *
 * It prints:
 *   1. resize + convert time per width and format (AVIF, WebP, JPEG), median of --runs, from a 1200 × 900 JPEG,
 *      with the output's bytes;
 *   2. the cache's hit ratio under a home-page-like load: --requests asks (10,000) over --photos photos (40), each
 *      at the widths a phone (390 px, 3x) and a desktop (1280 px, 1x/2x) ask, formats as browsers' Accept
 *      headers ask them, the first photos (those above the fold) more often than the last;
 *   3. RSS and heap sampled every 1,000 of those requests (after a GC when node runs with --expose-gc, as
 *      the npm script does): flat once the cache is full, whatever the number of requests.
 *
 *   --runs 5  --requests 10000  --photos 40  --concurrency 8  --cache-mb 64
 */
import { parseArgs } from 'node:util';
import { IMAGE_WIDTHS } from '../web/src/shared/images/resized-image';
import type { ImageFormat } from '../web/server/images/format';
import { renderImage } from '../web/server/images/render';
import { makeJpeg, startEndpointServer, startSourceServer } from '../web/server/images/test-sources';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    requests: { type: 'string', default: '10000' },
    photos: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '8' },
    'cache-mb': { type: 'string', default: '64' },
  },
});
const runs = Number(options.runs);
const requests = Number(options.requests);
const photos = Number(options.photos);
const concurrency = Number(options.concurrency);
const cacheMb = Number(options['cache-mb']);

const FORMATS: readonly ImageFormat[] = ['avif', 'webp', 'jpeg'];
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const started = performance.now();

// 1. Resize + convert per width and format.
console.log(`## Resize + convert, median of ${runs}, from a 1200 × 900 JPEG (sharp, one thread per image)\n`);
const source = await makeJpeg(1200, 900, 3);
console.log(`source: ${(source.length / 1024).toFixed(0)} KB\n`);
console.log(`| width | ${FORMATS.map((format) => `${format} ms | ${format} KB`).join(' | ')} |`);
console.log(`|---:|${FORMATS.map(() => '---:|---:').join('|')}|`);
for (const width of IMAGE_WIDTHS) {
  const cells: string[] = [];
  for (const format of FORMATS) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      const rendered = await renderImage(source, width, format);
      times.push(performance.now() - start);
      bytes = rendered.body.length;
    }
    cells.push(median(times).toFixed(1), (bytes / 1024).toFixed(1));
  }
  console.log(`| ${width} | ${cells.join(' | ')} |`);
}

// 2 and 3. A home page's load through the endpoint, its cache's hit ratio and the process's memory.
const files: Record<string, { body: Buffer; type: string }> = {};
for (let index = 0; index < photos; index += 1) files[`/media/product-${index}.jpg`] = { body: await makeJpeg(1200, 900, index), type: 'image/jpeg' };
const sourceServer = await startSourceServer(files);
const endpoint = await startEndpointServer({
  sources: [{ prefix: `${sourceServer.origin}/`, fetchFrom: `${sourceServer.origin}/` }],
  siteOrigin: () => 'http://127.0.0.1',
  headers: {},
  cacheBytes: cacheMb * 1024 * 1024,
});

/** The widths srcset picks for the home page's cards, carousels and banner on a 390 px phone at 3x and a 1280 px desktop at 1x and 2x. */
const PHONE_WIDTHS = [480, 640, 1080, 1200];
const DESKTOP_WIDTHS = [240, 320, 480, 640, 1200];
/** Accept headers as browsers send them: Chromium and Firefox (AVIF), an older Safari (WebP), a crawler (JPEG). */
const ACCEPTS = [
  ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 0.75],
  ['image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', 0.2],
  ['*/*', 0.05],
] as const;
/** Photo × width × Accept asked at least once (each Accept here chooses one format): the fewest renders possible. */
const distinct = new Set<string>();
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = () => {
  // Photos higher on the page are seen more: a photo's weight falls with its place (Zipf-like).
  const photo = Math.min(photos - 1, Math.floor(photos * random() ** 2));
  const widths = random() < 0.6 ? PHONE_WIDTHS : DESKTOP_WIDTHS;
  const width = widths[Math.floor(random() * widths.length)]!;
  let roll = random();
  const accept = ACCEPTS.find(([, share]) => (roll -= share) < 0)?.[0] ?? '*/*';
  distinct.add(`${photo} ${width} ${accept}`);
  return { url: `${sourceServer.origin}/media/product-${photo}.jpg`, width, accept };
};

const gc = (globalThis as { gc?: () => void }).gc;
const samples: { done: number; rss: number; heap: number; external: number; seconds: number }[] = [];
const sample = (done: number) => {
  gc?.();
  const memory = process.memoryUsage();
  samples.push({ done, rss: memory.rss, heap: memory.heapUsed, external: memory.external + memory.arrayBuffers, seconds: (performance.now() - loadStarted) / 1000 });
};
const loadStarted = performance.now();
sample(0);
let sent = 0;
let done = 0;
let failed = 0;
const statuses = new Map<number, number>();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (sent < requests) {
      sent += 1;
      const { url, width, accept } = pick();
      const answer = await fetch(`${endpoint.url}/_image?url=${encodeURIComponent(url)}&w=${width}`, { headers: { accept } });
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status !== 200) failed += 1;
      done += 1;
      if (done % 1000 === 0) sample(done);
    }
  }),
);
const loadSeconds = (performance.now() - loadStarted) / 1000;
const stats = endpoint.endpoint.stats();
await endpoint.close();
await sourceServer.close();

const asked = stats.hits + stats.misses + stats.coalesced;
console.log(`\n## Cache under a home-page load: ${requests} requests, ${photos} photos, ${concurrency} at a time, cache ${cacheMb} MB\n`);
console.log(`answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')} (${failed} not 200) in ${loadSeconds.toFixed(1)} s (${(requests / loadSeconds).toFixed(0)}/s)`);
console.log(`hits ${stats.hits}, joined a render under way ${stats.coalesced}, renders (misses) ${stats.misses}`);
console.log(`hit ratio ${((100 * stats.hits) / asked).toFixed(1)} % (${((100 * (stats.hits + stats.coalesced)) / asked).toFixed(1)} % with the joined ones); distinct photo × width × format asked: ${distinct.size}`);
console.log(`cache: ${stats.entries} entries, ${mb(stats.bytes)} MB of ${cacheMb} MB`);
console.log(`\n## Memory along the ${requests} requests${gc ? ' (after a GC each)' : ' (run with --expose-gc for steadier figures)'}\n`);
console.log('| requests | seconds | RSS MB | heap MB | external + buffers MB |');
console.log('|---:|---:|---:|---:|---:|');
for (const row of samples) console.log(`| ${row.done} | ${row.seconds.toFixed(1)} | ${mb(row.rss)} | ${mb(row.heap)} | ${mb(row.external)} |`);
const later = samples.filter((row) => row.done >= requests / 2);
const spread = later.length > 1 ? Math.max(...later.map((row) => row.rss)) - Math.min(...later.map((row) => row.rss)) : 0;
console.log(`\nRSS over the second half: within ${mb(spread)} MB.`);
console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
