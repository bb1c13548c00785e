/**
 * `npm run bench:mock`: requests per second and p50/p99 latency of the
 * filtered product list and of add-to-cart, at the seeded catalogue and at
 * 10x and 100x of it. BENCH_SECONDS (default 5) per measurement, BENCH_SCALES
 * (default 1,10,100), BENCH_CONNECTIONS (default 16).
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const scales = (process.env.BENCH_SCALES ?? '1,10,100').split(',').map(Number);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const serverScript = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: (i: number) => string;
  readonly body?: (i: number, variantIds: readonly number[]) => string;
}

const scenarios: Scenario[] = [
  {
    name: 'filtered product list',
    method: 'GET',
    // A shopper's typical filter: a room, a colour, a budget, a search word, page 1 or 2.
    path: (i) =>
      `/api/uni/product?categories[]=${(i % 6) + 1}&colors[]=Putih&price_min=500000&price_max=10000000&q=${['meja', 'sofa', 'rak', ''][i % 4]}&page=${(i % 2) + 1}&per_page=12`,
  },
  {
    name: 'add to cart (save the cart)',
    method: 'POST',
    path: () => '/api/more/transaction/cart',
    // What the storefront's cart adapter sends after an add: the whole cart, here 1–3 lines.
    body: (i, variantIds) =>
      JSON.stringify({
        r_more_transaction_cart_details: Array.from({ length: (i % 3) + 1 }, (_, line) => ({
          id: variantIds[(i + line * 7) % variantIds.length],
          quantity: 1,
          is_selected: true,
          id_combo: null,
          is_reedem: false,
        })),
        note: '',
      }),
  },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const measure = async (url: string, scenario: Scenario, variantIds: readonly number[]) => {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const end = Date.now() + seconds * 1000;
  let i = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const n = i++;
      const body = scenario.body?.(n, variantIds);
      const started = process.hrtime.bigint();
      const req = request(
        { host: target.hostname, port: target.port, path: scenario.path(n), method: scenario.method, agent, headers: { authorization: 'Bearer bench-token', ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}) } },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', () => resolve());
      req.end(body);
    });
  // Warm-up: the first requests compile the handlers' code paths.
  for (let w = 0; w < 50; w++) await one();
  latencies.length = 0;
  statuses.clear();
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: Object.fromEntries(statuses),
  };
};

const rows: string[] = [];
for (const scale of scales) {
  const child = spawn(process.execPath, [tsx, serverScript], { env: { ...process.env, BENCH_SCALE: String(scale) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const info = await new Promise<{ url: string; products: number; seedMs: number; variantIds: number[] }>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()) as { url: string; products: number; seedMs: number; variantIds: number[] }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  console.log(`\n${scale}x catalogue: ${info.products} products, seeded in ${info.seedMs} ms`);
  for (const scenario of scenarios) {
    const result = await measure(info.url, scenario, info.variantIds);
    const line = `${`${scale}x`.padEnd(5)} ${scenario.name.padEnd(28)} ${String(result.rps).padStart(6)} req/s   p50 ${result.p50.toFixed(1).padStart(7)} ms   p99 ${result.p99.toFixed(1).padStart(7)} ms   ${JSON.stringify(result.statuses)}`;
    console.log(line);
    rows.push(line);
  }
  child.kill('SIGTERM');
}
console.log(`\nSummary (${connections} connections, ${seconds} s each):\n${rows.join('\n')}`);
