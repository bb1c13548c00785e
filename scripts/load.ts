/**
 * A closed-loop load: `concurrency` shoppers, each asking for the next page as
 * soon as the last one arrived, over kept-alive connections as a browser
 * keeps them. Every answer is read to its end: one cut short (its instance
 * killed mid-answer) counts as a failure. Used by `npm run bench:cluster` and
 * the cluster's end-to-end test.
 */
import { Agent, request } from 'node:http';

export interface LoadRequest {
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface LoadResult {
  readonly path: string;
  /** When it was sent, in ms from the start of the load. */
  readonly sentAt: number;
  readonly ms: number;
  /** 0 when no answer came (refused, reset, cut short, or past the request timeout). */
  readonly status: number;
  readonly cache: string;
  readonly bytes: number;
  readonly error: string | null;
}

export interface LoadOptions {
  /** nginx's or an instance's origin. */
  readonly origin: string;
  readonly concurrency: number;
  /** Stops sending after this long (ms) … */
  readonly durationMs?: number;
  /** … or after this many requests. */
  readonly requests?: number;
  /** The n-th request (from 0). */
  readonly next: (index: number) => LoadRequest;
  /** Called as each answer arrives (a test acts in the middle of a load). */
  readonly onResult?: (result: LoadResult) => void;
}

/** A browser's Accept-Encoding: the storefront compresses as it would for one. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' } as const;

const REQUEST_TIMEOUT_MS = 30_000;

const send = (agent: Agent, url: URL, load: LoadRequest, started: number): Promise<LoadResult> =>
  new Promise<LoadResult>((resolve) => {
    const sentAt = performance.now();
    const done = (status: number, cache: string, bytes: number, error: string | null) =>
      resolve({ path: load.path, sentAt: sentAt - started, ms: performance.now() - sentAt, status, cache, bytes, error });
    const outgoing = request(url, { agent, headers: { ...BROWSER_HEADERS, ...load.headers }, timeout: REQUEST_TIMEOUT_MS }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      // An answer cut short also fails as an error: 'close' below reports it (answer.complete is false).
      answer.on('error', () => {});
      answer.once('close', () => {
        const cache = String(answer.headers['x-cache-status'] ?? '');
        if (answer.complete) done(answer.statusCode ?? 0, cache, bytes, null);
        else done(0, cache, bytes, `cut short after ${bytes} bytes (status ${answer.statusCode})`);
      });
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    outgoing.once('error', (error) => done(0, '', 0, error.message));
    outgoing.end();
  });

export const runLoad = async (options: LoadOptions): Promise<LoadResult[]> => {
  if (options.durationMs === undefined && options.requests === undefined) throw new Error('runLoad needs durationMs or requests');
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const started = performance.now();
  const results: LoadResult[] = [];
  let sent = 0;
  const more = () =>
    (options.requests === undefined || sent < options.requests) && (options.durationMs === undefined || performance.now() - started < options.durationMs);
  const shopper = async () => {
    while (more()) {
      const load = options.next(sent++);
      const result = await send(agent, new URL(load.path, options.origin), load, started);
      results.push(result);
      options.onResult?.(result);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, shopper));
  } finally {
    agent.destroy();
  }
  return results;
};

/** The p-th percentile (0–100) of some figures, by the nearest rank. */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
