import type * as z from 'zod/mini';
import type { CallName } from './call-name';

/**
 * What the storefront sends with one call, beside its method and path: the
 * schemas the adapter's request is typed by (`satisfies`), published in the
 * OpenAPI documents (contracts/openapi/) and checked against every pact's
 * request. Objects are strict: a field the adapter adds fails the proof.
 */
export interface CallRequest {
  /** The `{placeholders}` of the path template, when they have a shape beyond "text" (a numeric id). */
  readonly params?: z.ZodMiniObject;
  /** The query string; a list goes as repeated `key[]` entries (search-params.ts). */
  readonly query?: z.ZodMiniObject;
  /** A JSON body (document 2 §7: "Writes send JSON with utf-8 charset"). */
  readonly json?: z.ZodMiniType;
  /** A multipart/form-data body (uploads, the profile photo): text fields and files. */
  readonly form?: z.ZodMiniObject;
}

/** The request of each call that sends more than its path. */
export type RequestByCall = Partial<Record<CallName, CallRequest>>;
