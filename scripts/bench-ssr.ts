/**
 * `npm run bench:ssr`: how fast and how cheaply the production server renders
 * pages (issue 24, point 3). For `/`, a product list and a product page it
 * reports pages per second, p50 and p99 latency at 1 and 16 concurrent
 * requests, the server's CPU milliseconds per page, the bytes of each page
 * (uncompressed HTML, the embedded API snapshot's share, and as sent with brotli) and the server's
 * heap over many renders of the home page, as one markdown table; with
 * `--baseline`, two builds side by side in the same run (one after the other,
 * each server alone: two loaded at once reset connections on this machine).
 *
 *   --dist web/dist             the build to measure (a folder with client/ and server/)
 *   --baseline <folder>         a second build to compare with, e.g. today's
 *   --baseline-checkout <dir>   run the baseline's server code from that checkout too
 *                               (default: this checkout's web/server with the baseline's build)
 *   --checkout <dir>            the same for the measured build (default: this checkout)
 *   --seconds 4                 load per cell, after a warm-up of a quarter of that
 *   --renders 2000              home pages rendered for the memory line (the issue asks 20000)
 *   --url http://127.0.0.1:5299 a server already running, measured instead of --dist (e.g. `npm start`
 *                               with all its workers): rates and latency only, its CPU and heap are not read
 *
 * A baseline build of another commit, e.g. today's HEAD before a change:
 *
 *   git worktree add /tmp/base <commit>          (or: git archive <commit> | tar -x -C /tmp/base)
 *   ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   cd /tmp/base && node --import tsx --input-type=module -e "await (await import('./scripts/build-storefront.ts')).buildStorefront('/tmp/dist-base')"
 *   cd - && npm run bench:ssr -- --dist /tmp/dist-new --baseline /tmp/dist-base --baseline-checkout /tmp/base
 *
 * (node_modules/@more/* link to ../../<package>: through a symlinked node_modules they reach this checkout's
 * packages; to build the other commit's own sources, give /tmp/base a node_modules folder of links instead.)
 *
 * Each server runs in a child process of its own (`--serve`), with the mock API
 * mounted as `npm start` mounts it and its log quiet, so the CPU time read from
 * the child (process.cpuUsage over the load) is the server's alone, not the load
 * generator's; it includes the mock answering the render's API calls over
 * loopback, as a real API would answer them elsewhere. The load is node's own
 * http with keep-alive, from this process.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type * as MockServer from '../mock-server/src/index';
import type * as StoreLog from '../web/server/log';
import type * as StoreWithMock from './store-with-mock';
import { root } from './paths';

const { values: options } = parseArgs({
  options: {
    serve: { type: 'string' },
    'serve-checkout': { type: 'string' },
    checkout: { type: 'string' },
    dist: { type: 'string', default: 'web/dist' },
    baseline: { type: 'string' },
    'baseline-checkout': { type: 'string' },
    seconds: { type: 'string', default: '4' },
    renders: { type: 'string', default: '2000' },
    url: { type: 'string' },
  },
  strict: true,
});

/** Messages between the bench and a server child. */
type Ask = { readonly ask: 'cpu' } | { readonly ask: 'heap' };
type Told = { readonly url: string } | { readonly cpuMs: number } | { readonly heapBytes: number };

interface Server {
  readonly name: string;
  readonly url: string;
  ask<T extends Told>(ask: Ask): Promise<T>;
  stop(): void;
}

async function startServer(name: string, dist: string, checkout: string | undefined): Promise<Server> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', resolve(dist), ...(checkout ? ['--serve-checkout', resolve(checkout)] : [])], {
    cwd: checkout ? resolve(checkout) : root,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  // Whatever the server says on stderr, with whose it is.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name} server] ${chunk.toString()}`));
  // One question at a time: the child answers each before the next is asked.
  let waiting: { done: (message: Told) => void; fail: (error: Error) => void } | null = null;
  child.on('message', (message: Told) => waiting?.done(message));
  child.on('exit', (code) => waiting?.fail(new Error(`the ${name} server stopped (exit ${code})`)));
  const next = <T extends Told>() => new Promise<T>((done, fail) => void (waiting = { done: (message) => done(message as T), fail }));
  const { url } = await next<{ url: string }>();
  return {
    name,
    url,
    ask: <T extends Told>(ask: Ask) => {
      const answer = next<T>();
      child.send(ask);
      return answer;
    },
    stop: () => child.disconnect(),
  };
}

/** A server this bench did not start (`--url`): its processes are not this bench's to read. */
const runningServer = (url: string): Server => ({
  name: url,
  url: url.replace(/\/$/, ''),
  ask: <T extends Told>(ask: Ask) => Promise.resolve((ask.ask === 'cpu' ? { cpuMs: Number.NaN } : { heapBytes: Number.NaN }) as T),
  stop: () => undefined,
});

/**
 * Kept-alive connections, new for each cell: one left idle while the other
 * build's cell runs would meet the server's keep-alive timeout as it is reused.
 */
let agent = new Agent({ keepAlive: true, maxSockets: 64 });
const freshConnections = () => {
  agent.destroy();
  agent = new Agent({ keepAlive: true, maxSockets: 64 });
};

/** One GET: its status, its body's bytes and how long it took (ms); `encoding` is what the request accepts. */
const get = (url: string, connection: Agent | false = agent, encoding = 'identity') =>
  new Promise<{ status: number; body: string; wireBytes: number; ms: number }>((done, fail) => {
    const started = performance.now();
    request(url, { agent: connection, headers: { 'accept-encoding': encoding, accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        done({ status: response.statusCode ?? 0, body: body.toString('utf8'), wireBytes: body.length, ms: performance.now() - started });
      });
      response.on('error', fail);
    })
      .on('error', fail)
      .end();
  });

/** Connections the server closed under a request (a kept-alive one it timed out as it was reused): asked again once, and counted. */
let resets = 0;
const getOnce = async (url: string) => {
  try {
    return await get(url);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ECONNRESET') throw error;
    resets += 1;
    // On a connection of its own: the pool's next one may be closing too.
    return get(url, false);
  }
};

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

interface Cell {
  readonly pagesPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly cpuMsPerPage: number;
}

/** `concurrency` shoppers asking for `url` one after another for `seconds`, after a warm-up. */
async function load(server: Server, url: string, concurrency: number, seconds: number): Promise<Cell> {
  freshConnections();
  const run = async (ms: number) => {
    const latencies: number[] = [];
    const until = performance.now() + ms;
    // Every shopper stops at the first failure, and the bench reports that one: not a request cut short after it.
    const first: { failure?: Error } = {};
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        try {
          while (performance.now() < until && !first.failure) {
            const answer = await getOnce(url);
            if (answer.status !== 200) throw new Error(`${url} answered ${answer.status} after ${answer.ms.toFixed(0)} ms: ${answer.body.slice(0, 200)}`);
            latencies.push(answer.ms);
          }
        } catch (error) {
          first.failure ??= error instanceof Error ? error : new Error(String(error));
        }
      }),
    );
    if (first.failure) throw first.failure;
    return latencies;
  };
  await run((seconds * 1000) / 4);
  const cpuBefore = (await server.ask<{ cpuMs: number }>({ ask: 'cpu' })).cpuMs;
  const started = performance.now();
  const latencies = (await run(seconds * 1000)).sort((a, b) => a - b);
  const elapsed = performance.now() - started;
  const cpuAfter = (await server.ask<{ cpuMs: number }>({ ask: 'cpu' })).cpuMs;
  return {
    pagesPerSecond: latencies.length / (elapsed / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMsPerPage: (cpuAfter - cpuBefore) / latencies.length,
  };
}

/** The page's bytes, its snapshot's (`<script id="store-snapshot">`), and what a browser that takes brotli downloads. */
async function bytes(url: string) {
  freshConnections();
  const { body, status } = await get(url);
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  const snapshot = /<script[^>]*id="store-snapshot"[^>]*>[\s\S]*?<\/script>/.exec(body)?.[0] ?? '';
  const { wireBytes: brotli } = await get(url, agent, 'br');
  return { html: Buffer.byteLength(body), snapshot: Buffer.byteLength(snapshot), brotli };
}

/**
 * The server's heap after GC before `renders` home pages (16 at a time) and at
 * checkpoints along them: a leak grows between the checkpoints, while caches
 * (the render cache, the preloads per chunk set, V8's compiled code) fill in
 * the first tenth and then stay.
 */
const memoryCheckpoints = [0, 0.1, 0.25, 0.5, 0.75, 1] as const;
async function memory(server: Server, renders: number) {
  freshConnections();
  const heap = async () => (await server.ask<{ heapBytes: number }>({ ask: 'heap' })).heapBytes;
  const samples: number[] = [await heap()];
  let done = 0;
  for (const checkpoint of memoryCheckpoints.slice(1)) {
    let left = Math.round(renders * checkpoint) - done;
    done += left;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (left-- > 0) await getOnce(`${server.url}/`);
      }),
    );
    samples.push(await heap());
  }
  return samples;
}

/** A product list and the first product it links to, as the store's own pages name them. */
async function pagesOf(server: Server): Promise<readonly { readonly label: string; readonly path: string }[]> {
  const list = '/products/type=terbaru';
  const { body } = await get(`${server.url}${list}`);
  const product = /href="(\/product\/[^"?#]+)"/.exec(body)?.[1];
  if (!product) throw new Error(`${list} links to no product`);
  return [
    { label: 'home `/`', path: '/' },
    { label: `list \`${list}\``, path: list },
    { label: `product \`${product}\``, path: product },
  ];
}

async function bench() {
  const seconds = Number(options.seconds);
  const renders = Number(options.renders);
  if (!(seconds > 0)) throw new Error(`--seconds must be above 0, not "${options.seconds}"`);
  if (!Number.isInteger(renders) || renders < 1) throw new Error(`--renders must be a whole number above 0, not "${options.renders}"`);
  const builds = [
    ...(options.baseline ? [{ name: 'baseline', dist: options.baseline, checkout: options['baseline-checkout'] }] : []),
    options.url ? { name: 'running server', dist: options.url, checkout: undefined, running: true } : { name: 'this build', dist: options.dist, checkout: options.checkout },
  ];
  // One build after the other, each server alone on the machine: two at once under load reset connections.
  const measured: {
    readonly build: (typeof builds)[number];
    readonly cells: Map<string, Cell>;
    readonly sizes: Map<string, { html: number; snapshot: number; brotli: number }>;
    readonly heap: readonly number[];
  }[] = [];
  let pages: Awaited<ReturnType<typeof pagesOf>> | null = null;
  for (const build of builds) {
    const running = 'running' in build;
    const server = running ? runningServer(build.dist) : await startServer(build.name, build.dist, build.checkout);
    try {
      pages ??= await pagesOf(server);
      const cells = new Map<string, Cell>();
      const sizes = new Map<string, { html: number; snapshot: number; brotli: number }>();
      for (const page of pages) {
        for (const concurrency of [1, 16]) {
          process.stderr.write(`${build.name}: ${page.path}, ${concurrency} at a time\n`);
          cells.set(`${page.path} ${concurrency}`, await load(server, `${server.url}${page.path}`, concurrency, seconds));
        }
        sizes.set(page.path, await bytes(`${server.url}${page.path}`));
      }
      measured.push({ build, cells, sizes, heap: running ? memoryCheckpoints.map(() => Number.NaN) : await memory(server, renders) });
    } finally {
      server.stop();
    }
  }
  agent.destroy();

  const rows: string[][] = [];
  const two = measured.length === 2;
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const row = (label: string, values: readonly number[], show: (n: number) => string) =>
    rows.push([label, ...values.map(show), ...(two ? [`${(values[1]! / values[0]!).toFixed(2)}×`] : [])]);
  for (const page of pages ?? []) {
    for (const concurrency of [1, 16]) {
      const cells = measured.map((m) => m.cells.get(`${page.path} ${concurrency}`)!);
      row(`${page.label}, ${concurrency} at a time: pages/s`, cells.map((c) => c.pagesPerSecond), (n) => n.toFixed(1));
      row(`${page.label}, ${concurrency} at a time: p50`, cells.map((c) => c.p50), (n) => `${n.toFixed(1)} ms`);
      row(`${page.label}, ${concurrency} at a time: p99`, cells.map((c) => c.p99), (n) => `${n.toFixed(1)} ms`);
      row(`${page.label}, ${concurrency} at a time: server CPU per page`, cells.map((c) => c.cpuMsPerPage), (n) => `${n.toFixed(1)} ms`);
    }
    row(`${page.label}: HTML`, measured.map((m) => m.sizes.get(page.path)!.html), kB);
    row(`${page.label}: of it the API snapshot`, measured.map((m) => m.sizes.get(page.path)!.snapshot), kB);
    row(`${page.label}: HTML as sent with brotli`, measured.map((m) => m.sizes.get(page.path)!.brotli), kB);
  }
  memoryCheckpoints.forEach((checkpoint, i) =>
    row(`server heap after GC, after ${Math.round(renders * checkpoint)} of ${renders} home renders`, measured.map((m) => m.heap[i]!), (n) => `${(n / 2 ** 20).toFixed(1)} MB`),
  );

  const header = ['', ...measured.map((m) => `${m.build.name} (${m.build.dist})`), ...(two ? ['new / baseline'] : [])];
  console.log(`bench:ssr, ${seconds} s per cell after a ${seconds / 4} s warm-up; CPU is the server child's, the mock's answers included; ${resets} connection(s) reset and asked again\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
  for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
}

/** The server child: one build, one server, its own CPU and heap on demand. */
async function serve(dist: string) {
  const checkout = resolve(options['serve-checkout'] ?? root);
  // Another checkout's modules, read as this checkout's: the entry points the bench calls have not changed.
  const from = <Module>(path: string) => import(pathToFileURL(`${checkout}/${path}`).href) as Promise<Module>;
  const { createMockApi, DEFAULT_SEED } = await from<typeof MockServer>('mock-server/src/index.ts');
  const mockApi = await createMockApi({ seed: DEFAULT_SEED });
  // Quiet, but for failures: a page that fails under load is what the bench must not hide.
  const failures = (line: string) => {
    if (/fail|error/i.test(line)) console.error(line);
  };
  const server = existsSync(`${checkout}/scripts/store-with-mock.ts`)
    ? await (async () => {
        const { readConfigWithMock, startStoreWithMock } = await from<typeof StoreWithMock>('scripts/store-with-mock.ts');
        const { createStoreLog } = await from<typeof StoreLog>('web/server/log.ts');
        return startStoreWithMock({ distDir: resolve(dist), port: 0, config: readConfigWithMock(), mockApi, shortcuts: false, log: createStoreLog('error') });
      })()
    : // A checkout from before the storefront stood alone (issue 37) mounts the mock itself.
      await (async () => {
        const { readServerConfig, startStorefrontServer } = await from<{
          readServerConfig: () => unknown;
          startStorefrontServer: (options: Record<string, unknown>) => Promise<{ url: string; close(): Promise<void> }>;
        }>('web/server/index.ts');
        return startStorefrontServer({ distDir: resolve(dist), port: 0, host: '127.0.0.1', config: readServerConfig(), mockApi, log: failures });
      })();
  process.on('uncaughtException', (error) => {
    console.error(`bench:ssr's server of ${dist} failed:`, error);
    process.exit(1);
  });
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the server child needs node --expose-gc');
  const tell = (message: Told) => process.send?.(message);
  process.on('message', (message: Ask) => {
    if (message.ask === 'cpu') {
      const { user, system } = process.cpuUsage();
      tell({ cpuMs: (user + system) / 1000 });
    } else {
      gc();
      gc();
      tell({ heapBytes: process.memoryUsage().heapUsed });
    }
  });
  process.on('disconnect', () => void server.close().finally(() => process.exit(0)));
  tell({ url: server.url });
}

if (options.serve) await serve(options.serve);
else await bench();
