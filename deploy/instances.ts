import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { outputTail, stopGroup, track, waitUntilHealthy } from './processes';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where `npm run build` writes the storefront (the tests may build into another folder: E2E_WEB_DIST). */
export const DEFAULT_DIST = `${root}web/dist`;

/**
 * How one storefront instance is started: `node <dist>/server/serve.js` (the
 * production artefact of `npm run build`, web/server/serve.ts) once the build
 * has it; before that the stand-in with the same environment (scripts/start.ts,
 * which with STORE_API_URL set runs without the mock, and serves web/dist). The
 * one place that chooses.
 */
export const instanceCommand = (distDir = DEFAULT_DIST): { readonly args: readonly string[]; readonly env: Readonly<Record<string, string>> } => {
  const serve = `${distDir}/server/serve.js`;
  return existsSync(serve) ? { args: [serve], env: {} } : { args: ['--import', 'tsx', 'scripts/start.ts'], env: { STORE_SKIP_BUILD: '1' } };
};

/**
 * What an instance reads (the artefact's interface): PORT, HOST, STORE_WORKERS,
 * STORE_API_URL, SHIPMENT_API_URL, SHIPMENT_API_TOKEN, PUBLIC_ORIGIN, LOG_LEVEL.
 */
export type InstanceEnv = Readonly<Record<string, string>>;

/**
 * Starts one storefront process in a process group of its own (processes.ts).
 * STORE_WORKERS=1: the pid spawned is the server (no node:cluster primary
 * between nginx and the process that renders). NODE_ENV=production: a test
 * runner's NODE_ENV=test would give it React's development build.
 */
export const spawnInstance = (env: InstanceEnv, distDir = DEFAULT_DIST): ChildProcess => {
  const command = instanceCommand(distDir);
  return track(
    spawn(process.execPath, command.args, {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', ...command.env, STORE_WORKERS: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    }),
  );
};

export interface RunningInstance {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** What it printed lately (its log lines). */
  readonly printed: () => string;
  /** SIGTERM: it finishes the answers under way (10 s at most), then SIGKILL. */
  stop(): Promise<void>;
}

/** A new instance loads the server and the renderer: seconds alone, much longer beside a busy test run on two cores. */
export const INSTANCE_START_MS = 90_000;

export interface InstanceOptions {
  readonly port: number;
  readonly env: InstanceEnv;
  readonly distDir?: string;
  readonly onLine?: (line: string) => void;
}

/** Starts an instance on a loopback port and resolves once its /healthz answers 200. */
export const startInstance = async ({ port, env, distDir, onLine }: InstanceOptions): Promise<RunningInstance> => {
  const child = spawnInstance({ ...env, PORT: String(port), HOST: '127.0.0.1' }, distDir);
  const printed = outputTail(child);
  if (onLine) {
    let partial = '';
    const split = (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') onLine(line);
    };
    child.stdout?.on('data', split);
    child.stderr?.on('data', split);
  }
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(`${url}/healthz`, child, printed, INSTANCE_START_MS);
  } catch (error) {
    await stopGroup(child, 'SIGKILL', 0);
    throw error;
  }
  return { url, port, child, printed, stop: () => stopGroup(child, 'SIGTERM', 12_000) };
};
