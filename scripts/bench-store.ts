/**
 * The store a benchmark measures: `npm start` on a free port of loopback,
 * started and stopped by the benchmark scripts (Lighthouse, the cart's click).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { root } from './paths';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

/** `npm start` on a free port; resolves once it prints its readiness line. */
export const startStore = async () => {
  const port = await freePort();
  console.error(`Starting the store (npm start, PORT=${port}); it builds the storefront first…`);
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not get ready within 5 minutes:\n${output}`)), 5 * 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C to stop.')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (code ${code}) before it was ready:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child };
};

export const stopStore = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
};
