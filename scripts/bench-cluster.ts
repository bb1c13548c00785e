/**
 * `npm run bench:cluster`: pages per second and p50/p99 latency of the
 * flash-sale pages (`/`, `/product/sale`, a product) for one storefront
 * instance asked directly, and through nginx (deploy/) with one and with three
 * instances: with nginx's cache as shoppers meet it, and with the cache
 * bypassed (a query string no one asked before: every page rendered), which is
 * the instances' render rate behind nginx. One markdown table.
 *
 *   --seconds 5        load per row, after a warm-up of one second
 *   --concurrency 16   shoppers asking at once (keep-alive connections, a browser's Accept-Encoding)
 *
 * Builds the storefront first unless STORE_SKIP_BUILD=1. Everything runs on
 * this machine: the load (node's http, in this process, beside the mock API),
 * nginx and the instances share its cores, so the cached rows are bounded by
 * the load generator as much as by nginx. The instances log at warn.
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { freePort } from '../deploy/processes';
import { type LoadRequest, percentile, runLoad } from './load';
import { root } from './paths';
import { prepareCluster, startStoreCluster } from './store-cluster';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, concurrency: { type: 'string', default: '16' } } });
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
await prepareCluster((line) => console.error(line));

interface Row {
  readonly setup: string;
  readonly pagesPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly fromCache: string;
  readonly failed: number;
}

/** The flash-sale list links to its products: the first one is the product page of the mix. */
const pagesOf = async (origin: string): Promise<readonly string[]> => {
  const body = await (await fetch(`${origin}/product/sale`)).text();
  const product = /href="(\/product\/(?!sale)[^"?#]+)"/.exec(body)?.[1];
  if (!product) throw new Error('/product/sale links to no product');
  return ['/', '/product/sale', product];
};

let fresh = 0;
const measure = async (setup: string, origin: string, pages: readonly string[], bypass: boolean): Promise<Row> => {
  const next = (index: number): LoadRequest => {
    const path = pages[index % pages.length]!;
    // A query string never asked before is a key nginx has not kept: the page is rendered.
    return { path: bypass ? `${path}?bench=${fresh++}` : path };
  };
  await runLoad({ origin, concurrency, durationMs: 1000, next });
  const results = await runLoad({ origin, concurrency, durationMs: seconds * 1000, next });
  const ok = results.filter((result) => result.status === 200);
  const cached = ok.filter((result) => ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'].includes(result.cache));
  const viaNginx = results.some((result) => result.cache !== '');
  const latencies = ok.map((result) => result.ms);
  return {
    setup,
    pagesPerSecond: ok.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    fromCache: viaNginx ? `${((100 * cached.length) / Math.max(1, ok.length)).toFixed(1)} %` : '–',
    failed: results.length - ok.length,
  };
};

const rows: Row[] = [];
for (const instances of [1, 3]) {
  const port = await freePort();
  console.error(`Starting nginx with ${instances} instance${instances === 1 ? '' : 's'}…`);
  const cluster = await startStoreCluster({ instances, host: '127.0.0.1', port, runDir: `${root}.artifacts/bench-cluster`, logLevel: 'warn' });
  try {
    const pages = await pagesOf(cluster.url);
    const label = `nginx, ${instances} instance${instances === 1 ? '' : 's'}`;
    if (instances === 1) rows.push(await measure('1 instance, direct (no nginx)', cluster.instances[0]!.url, pages, false));
    rows.push(await measure(`${label}, cached`, cluster.url, pages, false));
    rows.push(await measure(`${label}, cache bypassed (every page rendered)`, cluster.url, pages, true));
  } finally {
    await cluster.stop();
  }
}

const format = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
console.log(`\nbench:cluster, ${seconds} s a row at ${concurrency} at once, pages / · /product/sale · a product, on ${cpus().length} cores\n`);
console.log('| setup | pages/s | p50 ms | p99 ms | from nginx\'s cache | failed |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.setup} | ${format(row.pagesPerSecond)} | ${format(row.p50, 1)} | ${format(row.p99, 1)} | ${row.fromCache} | ${row.failed} |`);
}
