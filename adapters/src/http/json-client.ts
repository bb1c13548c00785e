import { StoreFailure, type StoreFailureKind } from '@more/core';
import ky, { HTTPError, type KyInstance, type Options as KyOptions } from 'ky';
import * as z from 'zod/mini';
import { type CallName, fillPathTemplate, splitCallName } from './call-name';
import { CallUnanswered } from './call-unanswered';
import { refusal } from './envelope';
import { type SearchParams, toSearchParams } from './search-params';
import { type UploadProgressListener, uploadProgressOptions } from './upload-progress';

export interface JsonClientOptions {
  /** Base URL; relative (`/api/`) in the browser, absolute in Node. */
  readonly baseUrl: string;
  /** The bearer token when one exists (document 2 §6: "sent on every request when an access token exists"). */
  readonly accessToken?: () => string | null;
  /** Told of every failure, before it is thrown: the session applies the 401 and 404 rules here. */
  readonly onFailure?: (failure: StoreFailure) => void;
  /** Retries of safe calls; tests turn them off. */
  readonly retry?: KyOptions['retry'];
  readonly fetch?: typeof fetch;
}

export interface CallInput {
  /** Values for the `{placeholders}` of the path template. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly searchParams?: SearchParams;
  /** Sent as JSON with utf-8 charset (document 2 §7: "Writes … send JSON with utf-8 charset"). */
  readonly json?: unknown;
  /** Sent as multipart (uploads, the profile photo) or form fields. */
  readonly form?: FormData;
  /** Extra headers for this call only, e.g. an idempotency key. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The request outlives the page (fetch's keepalive): a save sent as the
   * shopper closes the tab still arrives. Bodies must stay under 64 kB.
   */
  readonly keepalive?: boolean;
  /** Told the fraction (0 to 1) of the body sent as it leaves (uploads' progress bars); see upload-progress.ts. */
  readonly onUploadProgress?: UploadProgressListener;
}

/**
 * JSON over HTTP with ky: adds the token, sends the body in the right form,
 * retries only reads, and turns every transport failure into a StoreFailure
 * that names the call. What the body means is the caller's (StoreApi, ShipmentApi).
 */
export class JsonClient {
  private readonly http: KyInstance;

  constructor(private readonly options: JsonClientOptions) {
    this.http = ky.create({
      prefixUrl: options.baseUrl,
      // Document 2 §9: "Request time-out: none set."
      timeout: false,
      // Only idempotent reads are retried; a write is never sent twice by the client.
      retry: withoutUnanswered(options.retry ?? { limit: 2, methods: ['get'] }),
      headers: { accept: 'application/json' },
      ...(options.fetch ? { fetch: options.fetch } : {}),
      hooks: {
        beforeRequest: [
          (request) => {
            const token = options.accessToken?.();
            if (token) request.headers.set('authorization', `Bearer ${token}`);
          },
        ],
      },
    });
  }

  /** Sends `name` and answers its parsed JSON body; any failure is reported, then thrown. */
  async send(name: CallName, input: CallInput = {}): Promise<unknown> {
    const { method, template } = splitCallName(name);
    const headers = new Headers(input.headers);
    let body: BodyInit | undefined;
    if (input.form) {
      body = input.form;
    } else if (input.json !== undefined) {
      body = JSON.stringify(input.json);
      headers.set('content-type', 'application/json; charset=utf-8');
    }
    let response: Response;
    try {
      response = await this.http(fillPathTemplate(template, input.params), {
        method,
        headers,
        searchParams: toSearchParams(input.searchParams),
        ...(body === undefined ? {} : { body }),
        ...(input.keepalive ? { keepalive: true } : {}),
        ...(input.onUploadProgress ? uploadProgressOptions(input.onUploadProgress) : {}),
      });
    } catch (error) {
      throw this.fail(await failureOf(name, error));
    }
    try {
      return await response.json();
    } catch {
      throw this.fail(
        new StoreFailure('invalid-response', name, `${name} answered ${response.status} with a body that is not JSON`, {
          status: response.status,
        }),
      );
    }
  }

  /** Validates `value` against `schema`, or reports and throws an invalid-response failure. */
  parse<Schema extends z.ZodMiniType>(name: CallName, schema: Schema, value: unknown): z.output<Schema> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw this.fail(
        new StoreFailure('invalid-response', name, `${name} answered in a shape the store cannot read:\n${z.prettifyError(parsed.error)}`),
      );
    }
    return parsed.data;
  }

  fail(failure: StoreFailure): StoreFailure {
    this.options.onFailure?.(failure);
    return failure;
  }
}

/** A call that got no answer by design (a render's deadline, the snapshot's replay of it) is never retried; the rest as configured. */
const withoutUnanswered = (retry: NonNullable<KyOptions['retry']>): KyOptions['retry'] => {
  const shouldRetry = ({ error }: { readonly error: Error }) => (CallUnanswered.is(error) ? false : undefined);
  return typeof retry === 'number' ? { limit: retry, shouldRetry } : { ...retry, shouldRetry };
};

const kindOfStatus = (status: number): StoreFailureKind => {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status >= 500) return 'server';
  return 'rejected';
};

const failureOf = async (name: CallName, error: unknown): Promise<StoreFailure> => {
  if (!(error instanceof HTTPError)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new StoreFailure('network', name, `${name} got no answer: ${reason}`);
  }
  const status = error.response.status;
  let data: unknown;
  let serverMessage: string | undefined;
  let fieldErrors: Record<string, readonly string[]> | undefined;
  try {
    data = await error.response.json();
    const parsed = refusal.safeParse(data);
    if (parsed.success) {
      serverMessage = parsed.data.message;
      if (parsed.data.errors) fieldErrors = inStoreNames(parsed.data.errors);
    }
  } catch {
    // A body that is not JSON (a proxy's HTML error page) carries no message for the shopper.
  }
  const retryAfterSeconds = retryAfterOf(error.response.headers.get('retry-after'));
  return new StoreFailure(kindOfStatus(status), name, `${name} answered ${status}`, {
    status,
    ...(retryAfterSeconds === null ? {} : { retryAfterSeconds }),
    ...(serverMessage === undefined ? {} : { serverMessage }),
    ...(fieldErrors === undefined ? {} : { fieldErrors }),
    data,
  });
};

/** `Retry-After` as seconds: a number of seconds, or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export const retryAfterOf = (header: string | null, now: number = Date.now()): number | null => {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
};

/** `password_confirmation` → `passwordConfirmation`, `items.0.variant_id` → `items.0.variantId`. */
const camelCase = (wireName: string): string => wireName.replace(/_+([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/**
 * A refusal's field errors under the names core's forms use: the wire's
 * snake_case stays in the adapters. Two wire names that meet (`a_b`, `aB`)
 * pool their messages.
 */
const inStoreNames = (errors: Readonly<Record<string, readonly string[]>>): Record<string, readonly string[]> => {
  const named = new Map<string, string[]>();
  for (const [field, messages] of Object.entries(errors)) {
    const name = camelCase(field);
    named.set(name, [...(named.get(name) ?? []), ...messages]);
  }
  return Object.fromEntries(named);
};
