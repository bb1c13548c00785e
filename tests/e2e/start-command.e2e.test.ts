import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './harness/paths';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

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

      const unknown = await fetch(`${url}/shipment/api/v1/tidak-ada`);
      expect(unknown.status).toBe(404);

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
