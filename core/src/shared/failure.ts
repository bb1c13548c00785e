/**
 * Why a call to the store's servers did not give what a use case needed.
 * Adapters translate transport errors into these kinds so that use cases can
 * apply the spec's rules (401 → local logout, 404 → /404) without knowing HTTP.
 */
export type StoreFailureKind =
  /** No answer at all: offline, DNS, connection refused. */
  | 'network'
  /** 401: the session is no longer valid. */
  | 'unauthorized'
  /** 404: the thing asked for does not exist. */
  | 'not-found'
  /** 4xx other than 401/404: the server refused the request and said why. */
  | 'rejected'
  /** 5xx: the server failed. */
  | 'server'
  /** The answer arrived but did not have the shape the store reads. */
  | 'invalid-response';

export class StoreFailure extends Error {
  override readonly name = 'StoreFailure';

  constructor(
    readonly kind: StoreFailureKind,
    /** The call that failed, e.g. `GET uni/product`: names the culprit in logs. */
    readonly call: string,
    message: string,
    readonly details: {
      readonly status?: number;
      readonly serverMessage?: string;
      /**
       * A refusal's messages by field, in the store's (camelCase) field names:
       * what the server found wrong with each value of a form.
       */
      readonly fieldErrors?: Readonly<Record<string, readonly string[]>>;
      readonly data?: unknown;
      /**
       * A 429's `Retry-After`, in seconds: how long the server holds the request back (too many
       * wrong passwords or codes, a code asked for again too soon). The message says it in words.
       */
      readonly retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
  }
}

export const isStoreFailure = (error: unknown): error is StoreFailure => error instanceof StoreFailure;

/** Anything thrown below a use case becomes a StoreFailure, so screens handle one type. */
export const toStoreFailure = (error: unknown, call: string): StoreFailure =>
  isStoreFailure(error)
    ? error
    : new StoreFailure('network', call, error instanceof Error ? error.message : String(error));
