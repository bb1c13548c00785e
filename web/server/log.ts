import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from './runtime-config';

/**
 * The server's log: pino's JSON lines, one object per event, with a level and
 * a time, for whatever collects standard output (journald, a log shipper).
 * `npm start` writes the same lines readable for a person (scripts/start.ts).
 */
export type StoreLog = Logger;

/**
 * What may never be written, whatever a line is given: a request's
 * credentials and cookies, and the fields that carry a shopper's secrets or
 * phone. Lines name a path, never its query (a reset link's token or the
 * marketplace's code travel there).
 */
const REDACTED = ['authorization', 'cookie', 'token', 'password', 'otp', 'phone', '*.authorization', '*.cookie', '*.token', '*.password', '*.otp', '*.phone'];

export const createStoreLog = (level: LogLevel, destination?: DestinationStream): StoreLog =>
  pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED, censor: '[hidden]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );

/** For tests and tools that start a server without a log. */
export const silentLog: StoreLog = pino({ level: 'silent' });

/** The header a request's id travels in: from a proxy in front (nginx's $request_id), to the API calls of its render, back on the answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: short, and nothing a log line could be broken with. */
const HANDED_ON_ID = /^[\w.:-]{8,128}$/;

/** The request's id: the one the proxy in front gave it, or a new one. */
export const requestIdOf = (request: IncomingMessage): string => {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && HANDED_ON_ID.test(given) ? given : randomUUID();
};

/** One request as the log follows it: its id, and where its page's data came from (set by the storefront when it renders). */
export interface Visit {
  readonly id: string;
  cache: () => RenderCache;
}

/**
 * Path segments that are secrets (a password reset link's token, an e-mail's one-time code, a verification
 * id): the access line names the path with them hidden. Queries are never logged at all.
 */
const SECRET_SEGMENTS = [/^(\/forgotPassword\/)[^/]+/, /(\/mail\/reset\/valid\/)[^/]+/, /(\/mail\/otp\/)[^/]+/, /(\/mail\/verification\/)[^/]+/];

/** A request's path as a log line may show it: no query, secret segments hidden. */
export const loggedPath = (url: string): string => SECRET_SEGMENTS.reduce((path, secret) => path.replace(secret, '$1[hidden]'), url.split(/[?#]/, 1)[0]!);

/** Where an answer's page came from: rendered with every API answer kept (`hit`), some (`partial`), none (`miss`); `none` when no render asked the API. */
export type RenderCache = 'hit' | 'partial' | 'miss' | 'none';

/**
 * The access line, once the answer is sent: method, path (no query), status,
 * duration, bytes sent, whether the render's API answers came from the
 * server's cache, and the request's id. Bytes are counted as they are
 * written: pages stream, compressed, without a length.
 */
export const logAccess = (log: StoreLog, request: IncomingMessage, response: ServerResponse, visit: Visit): void => {
  const started = process.hrtime.bigint();
  let bytes = 0;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const count = (chunk: unknown) => {
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk);
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    count(chunk);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') count(chunk);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  response.once('close', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = {
      reqId: visit.id,
      method: request.method,
      path: loggedPath(request.url ?? '/'),
      status: response.statusCode,
      ms: Math.round(ms * 10) / 10,
      bytes,
      cache: visit.cache(),
      ...(response.writableFinished ? {} : { aborted: true }),
    };
    if (response.statusCode >= 500) log.error(line, 'answered');
    else log.info(line, 'answered');
  });
};
