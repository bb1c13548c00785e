import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, get, request } from 'node:http';
import { createServer } from 'node:net';
import { MOCK_SHIPMENT_TOKEN } from '@more/mock-server/defaults';
import { DEMO_SHIPPED_WAYBILL } from '@more/mock-server';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './harness/paths';
import { childServing } from './harness/serving-process';
import { logIn } from './harness/session';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** `npm start` as a test runs it, on the e2e build; resolves once it says it is running, with everything it printed so far and after. */
const startStore = async (env: Record<string, string>) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), STORE_SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed = { text: '' };
  child.stderr.on('data', (chunk: Buffer) => (printed.text += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed.text += chunk.toString();
      if (printed.text.includes('Press Ctrl-C to stop.')) resolve();
    });
    child.once('exit', () => reject(new Error(`npm start exited early:\n${printed.text}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, printed };
};

/** A new worker loads tsx and the server bundle: seconds alone, up to a minute beside CI's other test files. */
const WORKER_START_MS = 60_000;

const ANSWER_TIMEOUT_MS = 10_000;

/** GET on a connection of its own (or the agent's), with the whole body and the port it was sent from. */
const answer = (url: string, agent: Agent | false = false, onSent?: () => void) =>
  new Promise<{ status: number; body: string; clientPort: number }>((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      let body = '';
      const clientPort = response.socket.localPort ?? 0;
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, clientPort }));
    });
    // A connection the primary hands to a worker in the instant it dies is lost with it: a shopper's browser gives up and asks again, so does this.
    request.setTimeout(ANSWER_TIMEOUT_MS, () => request.destroy(new Error(`no answer from ${url} in ${ANSWER_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    if (onSent) request.on('finish', onSent);
  });

/** One shipment lookup on a connection of its own; its status. */
const lookupOnce = (url: string, body: unknown) =>
  new Promise<number>((resolve, reject) => {
    const text = JSON.stringify(body);
    const sent = request(`${url}/omnitracking/api/shipment/lookup`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.setTimeout(ANSWER_TIMEOUT_MS, () => sent.destroy(new Error(`no answer to the lookup in ${ANSWER_TIMEOUT_MS} ms`)));
    sent.on('error', reject);
    sent.end(text);
  });

/**
 * Which worker answers a fresh connection (or the agent's): asked of the operating system while the
 * connection is still open, since /healthz says only whether the store is ready (issue 36).
 */
const workerOf = async (store: { child: ChildProcess; port: number; url: string }, agent?: Agent) => {
  const own = agent ?? new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { clientPort } = await answer(`${store.url}/healthz`, own);
    const pid = childServing(store.child.pid!, store.port, clientPort);
    if (pid === null) throw new Error(`no worker holds the connection from port ${clientPort}`);
    return pid;
  } finally {
    if (!agent) own.destroy();
  }
};

describe('npm start', () => {
  it('serves the storefront and the mock API on 127.0.0.1 at PORT, prints the URL, and stops on Ctrl-C', async () => {
    const port = await freePort();
    // As `npm start` runs it: one node process with tsx's loader. (Under tsx's CLI a parent process
    // relays Ctrl-C and kills the store outright when it does not answer within 30 ms, which a busy
    // machine misses.) The build is the one the e2e global setup just made; `npm start` itself builds first.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: repositoryRoot,
      env: { ...process.env, PORT: String(port), STORE_SKIP_BUILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Press Ctrl-C to stop.')) resolve();
        });
        child.once('exit', () => reject(new Error(`npm start exited early:\n${output}`)));
      });
      const url = `http://127.0.0.1:${port}`;
      expect(output).toContain(`MORE Furniture is running at ${url}/`);

      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');

      const api = await fetch(`${url}/api/uni/product?type=terbaru`);
      expect(api.status).toBe(200);
      expect(((await api.json()) as { success: boolean }).success).toBe(true);

      // Issue 25: the API reference, "reachable from npm start's banner", through the workers to the mock.
      expect(output).toContain(`API reference (OpenAPI): ${url}/api/docs`);
      expect((await fetch(`${url}/api/docs`)).headers.get('content-type')).toBe('text/html; charset=utf-8');
      const document = (await (await fetch(`${url}/api/openapi.json`)).json()) as { openapi: string; paths: object };
      expect([document.openapi, Object.keys(document.paths).length > 100]).toEqual(['3.1.0', true]);

      // Ready, and nothing more: not which process answered (issue 36).
      const health = await fetch(`${url}/healthz`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);

      // On loopback the README's shipment token is a shortcut that works; the tracking page's server sends the mock's own secret.
      expect((await fetch(`${url}/shipment/api/v1/shipment/get/${DEMO_SHIPPED_WAYBILL}`, { headers: { authorization: `Bearer ${MOCK_SHIPMENT_TOKEN}` } })).status).toBe(200);
      expect(await (await fetch(`${url}/omnitracking/${DEMO_SHIPPED_WAYBILL}`)).text()).toContain('Paket diterima oleh Sinta');

      const unknown = await fetch(`${url}/shipment/api/v1/tidak-ada`);
      expect(unknown.status).toBe(404);

      // Issue 37, point 6: ten shipment lookups a minute per client, counted across the workers. Each on a connection
      // of its own, which the cluster hands to the workers in turn: with a count per worker, twenty would pass.
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) statuses.push(await lookupOnce(url, { order_number: 'MORE-20261115-0042', phone: '081111111111' }));
      expect(statuses.filter((status) => status !== 429)).toEqual(Array.from({ length: 10 }, () => 404));
      expect(statuses.slice(10)).toEqual([429, 429, 429]);

      // The test controls belong to tests, not to a store a shopper can reach.
      const reset = await fetch(`${url}/__mock/reset`, { method: 'POST' });
      expect([404, 405]).toContain(reset.status);

      const exit = exited(child);
      child.kill('SIGINT');
      expect(await exit).toBe(0);
      await expect(fetch(`${url}/`)).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('renders on every worker, replaces one that dies, lets one told to stop finish its answer, and keeps one mock for all', async () => {
    const store = await startStore({ STORE_WORKERS: '2' });
    const { child, url, printed } = store;
    try {
      expect(printed.text).toContain(`MORE Furniture is running at ${url}/ (2 workers)`);
      const first = new Set<number>();
      for (let i = 0; i < 12 && first.size < 2; i++) first.add(await workerOf(store));
      expect(first.size, 'fresh connections reach both workers').toBe(2);
      const [doomed, other] = [...first] as [number, number];

      // One mock in the primary: what one worker's shopper saves, the other's sees.
      const session = await logIn(url);
      const saved = await fetch(`${url}/api/more/transaction/cart`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ note: 'Tolong dikirim sore hari', r_more_transaction_cart_details: [] }),
      });
      expect(saved.status).toBe(200);
      const notes = new Set<string>();
      for (let i = 0; i < 4; i++) {
        const cart = await fetch(`${url}/api/more/transaction/cart`, { headers: { authorization: `Bearer ${session.token}`, connection: 'close' } });
        notes.add(((await cart.json()) as { data: { note: string } }).data.note);
      }
      expect([...notes]).toEqual(['Tolong dikirim sore hari']);

      // A worker that dies is replaced; the store answers meanwhile.
      process.kill(doomed, 'SIGKILL');
      const seen = new Set<number>();
      await expect.poll(async () => {
        seen.add(await workerOf(store).catch(() => other));
        return [...seen].some((pid) => !first.has(pid));
      }, { timeout: WORKER_START_MS, interval: 200 }).toBe(true);
      expect(printed.text).toContain(`Worker ${doomed} ended (SIGKILL): starting another.`);
      for (let i = 0; i < 4; i++) expect((await answer(`${url}/`)).status).toBe(200);

      // SIGTERM while a page is on its way: that page arrives whole; the next connection goes to a worker still serving.
      const kept = new Agent({ keepAlive: true, maxSockets: 1 });
      const stopping = await workerOf(store, kept);
      const page = await answer(`${url}/`, kept, () => process.kill(stopping, 'SIGTERM'));
      expect(page.status).toBe(200);
      expect(page.body.trimEnd().endsWith('</html>'), 'the page arrived whole').toBe(true);
      kept.destroy();
      await expect.poll(() => printed.text, { timeout: WORKER_START_MS }).toContain(`Worker ${stopping} ended (exit 0): starting another.`);
      for (let i = 0; i < 4; i++) expect(await workerOf(store)).not.toBe(stopping);

      const exit = exited(child);
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  }, 4 * WORKER_START_MS);

  it('turns the mock\'s shortcuts off, and says so, when shoppers can reach it beyond this machine', async () => {
    const { child, url, printed } = await startStore({ STORE_WORKERS: '1', HOST: '0.0.0.0' });
    try {
      expect(printed.text).toContain('Mock shortcuts off');
      const google = await fetch(`${url}/api/auth/google`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'mock-google:dewi.anggraini@gmail.com' }),
      });
      expect(google.status).toBe(422);
      // The README's shipment token is refused too; the tracking page still works with the mock's own secret.
      expect((await fetch(`${url}/shipment/api/v1/shipment/get/${DEMO_SHIPPED_WAYBILL}`, { headers: { authorization: `Bearer ${MOCK_SHIPMENT_TOKEN}` } })).status).toBe(401);
      expect(await (await fetch(`${url}/omnitracking/${DEMO_SHIPPED_WAYBILL}`)).text()).toContain('Paket diterima oleh Sinta');
      // The canonical names this machine, not the every-interface address it listens on.
      expect(await (await fetch(`${url}/`)).text()).toContain(`<link rel="canonical" href="http://localhost:${new URL(url).port}/" />`);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('explains a port that is already taken instead of crashing', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const { port } = blocker.address() as { port: number };
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: repositoryRoot,
      env: { ...process.env, PORT: String(port), STORE_SKIP_BUILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(output).toContain(`Port ${port} is already in use`);
    blocker.close();
  });
});
