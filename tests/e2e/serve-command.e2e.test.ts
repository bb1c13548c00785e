import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createMockApi } from '@more/mock-server';
import { type RunningStoreServer, startStoreServer } from '@more/mock-server/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot, webDist } from './harness/paths';

/*
 * Issue 37, points 1-3: "`npm run build` writes the built server … and `npm run serve` runs it with `node` alone:
 * no tsx, vite or TypeScript at run time, and only what a production install of the storefront's dependencies
 * brings." "Started against a real API, the process loads no msw, @msw/data or seed module (a test proves it) and
 * answers /api/... with 404." "A wrong value stops the start with a message that names the variable … `npm run
 * serve` on a non-loopback HOST without PUBLIC_ORIGIN refuses to start. Social buttons show only for a configured
 * provider … With a real API, no page mentions the mock."
 */

const serveJs = join(webDist, 'server', 'serve.js');
const witness = join(repositoryRoot, 'tests/e2e/harness/module-witness.mjs');

/** What `node` gets: no NODE_OPTIONS, no loader of the test runner's; only what an operator would set. */
const baseEnv = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', LOG_LEVEL: 'info', STORE_WORKERS: '1' });

interface Served {
  readonly child: ChildProcess;
  readonly url: string;
  readonly out: () => string;
}

const serve = async (env: Record<string, string>, args: readonly string[] = []): Promise<Served> => {
  // Not from the repository: the artefact finds its build by its own place, not by the working directory.
  const child = spawn(process.execPath, [...args, serveJs], { cwd: tmpdir(), env: { ...baseEnv(), PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const serving = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"MORE Furniture is serving"/.exec(out);
      if (serving) resolve(serving[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve.js exited (${code}) before serving:\n${out}`)));
  });
  return { child, url, out: () => out };
};

const stop = async (served: Served): Promise<number | null> => {
  const exit = new Promise<number | null>((resolve) => served.child.once('exit', (code) => resolve(code)));
  served.child.kill('SIGTERM');
  return exit;
};

/** A refusal at start: the exit code and what it said. */
const refusal = (env: Record<string, string>) =>
  new Promise<{ code: number | null; said: string }>((resolve) => {
    const child = spawn(process.execPath, [serveJs], { cwd: tmpdir(), env: { ...baseEnv(), PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, said });
    });
  });

/** The packages a production install of the storefront brings: web's dependencies and theirs, all the way down. */
const productionClosure = (): Set<string> => {
  const found = new Set<string>();
  const visit = (name: string, from: string) => {
    if (found.has(name)) return;
    const dir = [join(from, 'node_modules', name), join(repositoryRoot, 'node_modules', name)].find((candidate) => existsSync(join(candidate, 'package.json')));
    if (!dir) return; // An optional dependency not installed here.
    found.add(name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, unknown>;
    };
    // An optional peer is used when present (debug colours its lines with supports-color): present in a production
    // install only if something there brings it, harmless when it does not.
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependenciesMeta })) visit(dependency, dir);
  };
  const web = JSON.parse(readFileSync(join(repositoryRoot, 'web/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  for (const dependency of Object.keys(web.dependencies)) visit(dependency, join(repositoryRoot, 'web'));
  return found;
};

/** The package a loaded file belongs to, or null for a file of the repository's own. */
const packageOfFile = (path: string): string | null => /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? null;

describe('npm run serve: the built server, node alone, against a real API', () => {
  let api: RunningStoreServer;
  let front: ReturnType<typeof createServer>;
  let apiUrl = '';
  /** The request ids the API heard, by path. */
  const heard: { path: string; id: string | undefined }[] = [];
  const workDir = mkdtempSync(join(tmpdir(), 'more-serve-'));

  beforeAll(async () => {
    // The "real API": the mock in this process, as another team's server would be, behind a front that notes the ids it hears.
    api = await startStoreServer({ port: 0, host: '127.0.0.1', mockApi: await createMockApi() });
    front = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
      heard.push({ path: incoming.url ?? '', id: incoming.headers['x-request-id'] as string | undefined });
      const upstream = httpRequest(new URL(incoming.url ?? '/', api.url), { method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        void pipeline(answer, outgoing).catch(() => outgoing.destroy());
      });
      upstream.on('error', () => outgoing.destroy());
      void pipeline(incoming, upstream).catch(() => upstream.destroy());
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => front.once('listening', resolve));
    apiUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}/api/`;
  });
  afterAll(async () => {
    front.close();
    await api.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('serves pages and its files, answers /api/ with 404, loads no mock, tsx, vite or TypeScript, and nothing beyond web\'s production dependencies', async () => {
    const witnessFile = join(workDir, 'modules.txt');
    const served = await serve(
      { STORE_API_URL: apiUrl, SHIPMENT_API_URL: `${api.url}/shipment/`, SHIPMENT_API_TOKEN: api.mockApi.shipmentToken, MODULE_WITNESS_FILE: witnessFile },
      ['--import', witness],
    );
    try {
      const home = await fetch(`${served.url}/`, { headers: { 'x-request-id': 'kunjungan-beranda-01' } });
      expect([home.status, home.headers.get('x-request-id')]).toEqual([200, 'kunjungan-beranda-01']);
      const html = await home.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('data-testid="product-card"');
      // The render's API calls carried the page's id.
      expect(heard.filter((call) => call.id === 'kunjungan-beranda-01').length).toBeGreaterThan(0);
      // The second render of the page reads its API answers from the server's cache.
      await (await fetch(`${served.url}/`)).text();

      const product = await fetch(`${served.url}/product/ranjang-klasik-sagara-laci-sorong`);
      expect(product.status).toBe(200);
      const tracking = await fetch(`${served.url}/omnitracking/${'MORE-20261115-0042'}`);
      expect([tracking.status, (await tracking.text()).includes('Sinta')]).toEqual([200, true]);

      for (const path of ['/api/uni/product?type=terbaru', '/shipment/api/v1/shipment/get/x', '/media/x.svg', '/__mock/reset']) {
        const answer = await fetch(`${served.url}${path}`);
        expect(answer.status, path).toBe(404);
        expect(((await answer.json()) as { success: boolean }).success, path).toBe(false);
      }
      const manifest = await fetch(`${served.url}/manifest.webmanifest`);
      expect(manifest.status).toBe(200);

      // No provider configured: no social button, no mock's dialog; no page mentions the mock.
      for (const path of ['/', '/login', '/register', '/omnitracking']) {
        // React writes <!-- --> between a text's parts ("Masuk<!-- --> dengan <!-- -->Google").
        const page = (await (await fetch(`${served.url}${path}`)).text()).replaceAll('<!-- -->', '');
        expect(page, path).not.toMatch(/mock|tiruan|simulasi|dengan Google|dengan Facebook|atau masuk dengan/i);
      }
      expect(await stop(served)).toBe(0);

      // pino's JSON lines: the start, and an access line per answer with the page's id and where its data came from.
      const lines = served
        .out()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: string; msg: string; reqId?: string; path?: string; cache?: string; status?: number });
      expect(lines.find((line) => line.reqId === 'kunjungan-beranda-01')).toMatchObject({ level: 'info', msg: 'answered', path: '/', status: 200, cache: 'miss' });
      // The next renders of the home read their public answers from the server's cache (the flash sale's are not kept).
      const homes = lines.filter((line) => line.path === '/').map((line) => line.cache);
      expect(homes[0]).toBe('miss');
      expect(homes.slice(1).every((cache) => cache === 'hit' || cache === 'partial')).toBe(true);

      const loaded = [...new Set(readFileSync(witnessFile, 'utf8').split('\n').filter(Boolean))];
      expect(loaded.length).toBeGreaterThan(20);
      expect(loaded.filter((path) => /\/(msw|@msw|mock-server|tsx|vite|typescript|rolldown|esbuild)\/|\/seed\b/.test(path))).toEqual([]);
      // The repository's own files that ran are the artefact's: web/dist/server, not a TypeScript source.
      const own = loaded.filter((path) => packageOfFile(path) === null && !path.startsWith('node:'));
      expect(own.filter((path) => !path.startsWith(join(webDist, 'server')) && path !== witness && !path.endsWith('module-witness-hooks.mjs'))).toEqual([]);
      const closure = productionClosure();
      const packages = [...new Set(loaded.map(packageOfFile).filter((name): name is string => name !== null))];
      expect(packages).toContain('react-dom');
      expect(packages).toContain('pino');
      expect(packages.filter((name) => !closure.has(name))).toEqual([]);
    } finally {
      served.child.kill('SIGKILL');
    }
  });

  it('shows the sign-in button of a configured provider only', async () => {
    const served = await serve({ STORE_API_URL: apiUrl, GOOGLE_CLIENT_ID: 'klien-google-uji.apps.googleusercontent.com' });
    try {
      const page = (await (await fetch(`${served.url}/login`)).text()).replaceAll('<!-- -->', '');
      expect(page).toContain('Masuk dengan Google');
      expect(page).toContain('atau masuk dengan');
      expect(page).not.toMatch(/Facebook|simulasi/);
    } finally {
      served.child.kill('SIGKILL');
    }
  });

  it('refuses to start on what it cannot honour, naming the variable', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /STORE_API_URL is not set/],
      [{ STORE_API_URL: apiUrl, HOST: '0.0.0.0' }, /HOST is 0\.0\.0\.0 .*PUBLIC_ORIGIN is not set/],
      [{ STORE_API_URL: apiUrl, SHIPMENT_API_URL: 'https://omni.toko.test/' }, /SHIPMENT_API_URL is set but SHIPMENT_API_TOKEN is not/],
      [{ STORE_API_URL: apiUrl, PORT: 'delapan' }, /PORT must be a whole number/],
      [{ STORE_API_URL: 'api.toko.test' }, /STORE_API_URL must be an absolute http\(s\) URL/],
      [{ STORE_API_URL: apiUrl, LOG_LEVEL: 'cerewet' }, /LOG_LEVEL must be one of/],
    ];
    const results = await Promise.all(cases.map(([env]) => refusal(env)));
    results.forEach((result, index) => {
      expect(result.code, JSON.stringify(cases[index]![0])).toBe(2);
      expect(result.said, JSON.stringify(cases[index]![0])).toMatch(cases[index]![1]);
    });
  });
});
