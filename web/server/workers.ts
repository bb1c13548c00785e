import cluster, { type Worker } from 'node:cluster';
import { RateLimiterCluster, RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { RunningStorefront } from './index';
import type { StoreLog } from './log';
import { type LookupLimiter, limiterOf, lookupLimitOptions } from './lookup-limit';

/**
 * Several processes rendering pages on one port (node:cluster): a page render
 * takes a core, and one process has one. The primary renders nothing: it
 * keeps the workers running (one that dies is replaced; several dying within
 * seconds stop the store rather than loop), holds the lookups' count the
 * workers share, and on SIGTERM or Ctrl-C lets each finish the answers under
 * way. Used by `npm run serve` (serve.ts) and `npm start` (scripts/start.ts).
 */

/** What a worker tells the primary. */
type WorkerNews = { readonly kind: 'listening'; readonly url: string } | { readonly kind: 'failed'; readonly message: string };

/** A worker that dies within this long of the last replacement counts towards giving up. */
const RESTART_WINDOW_MS = 10_000;
const MAX_RESTARTS_IN_WINDOW = 5;
/** How long the primary waits for its workers to finish before it stops them outright. */
const WORKER_STOP_MS = 15_000;

export interface SupervisorOptions {
  readonly count: number;
  /** Extra environment for every worker (the mock's origin and credential under `npm start`). */
  readonly env?: Readonly<Record<string, string>>;
  readonly log: StoreLog;
  /** Once every worker listens (the banner). */
  readonly onListening: (url: string) => void;
  /** After the workers have stopped, before the primary exits (the mock closes). */
  readonly onStopped?: () => Promise<void>;
}

/** The primary: forks, replaces and stops the workers. */
export const superviseWorkers = (options: SupervisorOptions): void => {
  const { log } = options;
  // The lookups' count lives here; the workers' RateLimiterCluster asks it over the cluster's channel.
  new RateLimiterClusterMaster();
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();
  const restarts: number[] = [];

  const fork = (): Worker => {
    const worker = cluster.fork(options.env ?? {});
    worker.on('message', (news: WorkerNews) => {
      if (news.kind === 'failed') {
        log.fatal(news.message);
        void stop(1);
      } else if (news.kind === 'listening') {
        listening.add(worker.id);
        if (!announced && listening.size === options.count) {
          announced = true;
          options.onListening(news.url);
        }
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS_IN_WINDOW) {
      log.fatal(`Workers keep ending (${restarts.length} in ${RESTART_WINDOW_MS / 1000} s): stopping the store.`);
      void stop(1);
      return;
    }
    log.error(`Worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}): starting another.`);
    fork();
  });

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    if (exitCode === 0) log.info('Stopping: finishing the answers under way…');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const outright = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_MS);
            worker.once('exit', () => {
              clearTimeout(outright);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await options.onStopped?.();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  for (let i = 0; i < options.count; i++) fork();
};

/** The lookups' limit of a worker: the count held by the primary, shared with the other workers. */
export const workerLookupLimiter = (perMinute: number): LookupLimiter => limiterOf(new RateLimiterCluster({ ...lookupLimitOptions(perMinute), timeoutMs: 3000 }));

/** The message a start failure shows: a busy port says what to do. */
export const startFailure = (error: NodeJS.ErrnoException, port: number): string =>
  error.code === 'EADDRINUSE' ? `Port ${port} is already in use. Stop what uses it, or choose another: PORT=${port + 1}` : `The store could not start: ${error.message}`;

/** A worker: starts its server, tells the primary, and stops when the primary says (SIGTERM). */
export const serveInWorker = async (start: () => Promise<RunningStorefront>, port: number): Promise<void> => {
  const send = (news: WorkerNews) => process.send?.(news);
  const server = await start().catch((error: NodeJS.ErrnoException) => {
    send({ kind: 'failed', message: startFailure(error, port) });
    process.exit(1);
  });
  send({ kind: 'listening', url: server.url });
  // Ctrl-C reaches every process of the terminal: the primary decides, and tells the workers with SIGTERM.
  process.on('SIGINT', () => {});
  process.once('SIGTERM', () => {
    void server.close().finally(() => process.exit(0));
  });
};

/** One process does it all (STORE_WORKERS=1): the server, and its graceful stop. */
export const serveAlone = async (start: () => Promise<RunningStorefront>, port: number, log: StoreLog, onStopped?: () => Promise<void>): Promise<RunningStorefront> => {
  const server = await start().catch((error: NodeJS.ErrnoException) => {
    log.fatal(startFailure(error, port));
    process.exit(1);
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log.info('Stopping: finishing the answers under way…');
    await server.close();
    await onStopped?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  return server;
};
