import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders, type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nginxMissing } from '../../../deploy/nginx';
import { freePort } from '../../../deploy/processes';
import { type RunningStoreCluster, startStoreCluster } from '../../../scripts/store-cluster';
import { webDist } from './paths';

/** The instance (from 0) whose store API a test can make slow (TestCluster.slowApi). */
export const SLOW_INSTANCE = 2;

export type TestCluster = RunningStoreCluster & { readonly slowApi: SlowApi };

/**
 * The store as `npm run start:cluster -- --instances 3` runs it (the same
 * functions: scripts/store-cluster.ts, deploy/): nginx on a free port with its
 * cache in a temporary folder, three storefront instances, the mock once. The
 * third instance reads the store API through a proxy a test can slow down
 * (0 ms until then), keeping no API answer of its own (STORE_API_CACHE_SECONDS=0),
 * which would hide the slowness. Without nginx this fails with the way to
 * install it: a skipped test proves nothing.
 */
export const startTestCluster = async (): Promise<TestCluster> => {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const runDir = mkdtempSync(join(tmpdir(), 'more-cluster-'));
  const port = await freePort();
  const slowApi = await startSlowApi();
  slowApi.target = `http://127.0.0.1:${port}`;
  const cluster = await startStoreCluster({
    instances: 3,
    host: '127.0.0.1',
    port,
    runDir,
    distDir: webDist,
    logLevel: 'warn',
    instanceEnv: (index): Record<string, string> => (index === SLOW_INSTANCE ? { STORE_API_URL: `${slowApi.url}/api/`, STORE_API_CACHE_SECONDS: '0' } : {}),
  }).catch(async (error: unknown) => {
    await slowApi.close();
    rmSync(runDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...cluster,
    slowApi,
    stop: async () => {
      await cluster.stop();
      await slowApi.close();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
};

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A GET with any headers, Host included (fetch may not set it), the body read whole and undecoded. */
export const rawGet = (url: string, headers: Readonly<Record<string, string>> = {}): Promise<Answer> =>
  new Promise<Answer>((resolve, reject) => {
    const outgoing = request(url, { headers, agent: false, timeout: 20_000 }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.once('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString('latin1') }));
      answer.once('error', reject);
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error(`no answer from ${url} in 20 s`)));
    outgoing.once('error', reject);
    outgoing.end();
  });

/**
 * A store API that answers late: passes every request on to `target` (nginx's
 * /api/) after `delayMs`, 0 until a test slows it. An instance started with
 * STORE_API_URL on it renders as one whose API has become slow.
 */
export interface SlowApi {
  readonly url: string;
  target: string;
  delayMs: number;
  close(): Promise<void>;
}

export const startSlowApi = async (): Promise<SlowApi> => {
  const server: Server = createServer((incoming, outgoing) => {
    void sleep(api.delayMs).then(() => {
      const target = new URL(incoming.url ?? '/', api.target);
      const passed = request(target, { method: incoming.method, headers: { ...incoming.headers, host: target.host } }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      passed.once('error', () => outgoing.destroy());
      incoming.pipe(passed);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const api: SlowApi = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    target: '',
    delayMs: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return api;
};
