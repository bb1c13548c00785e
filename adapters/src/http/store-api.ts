import { StoreFailure, type StoreFailureKind } from '@more/core';
import ky, { HTTPError, type KyInstance, type Options as KyOptions } from 'ky';
import * as z from 'zod/mini';
import { type CallName, fillPathTemplate, splitCallName } from './call-name';
import { refusal } from './envelope';
import { type SearchParams, toSearchParams } from './search-params';

export interface StoreApiOptions {
  /** Base URL of the API; relative (`/api/`) in the browser, absolute in Node. */
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
  /** Sent as multipart (uploads, the profile photo). */
  readonly form?: FormData;
  /** Extra headers for this call only, e.g. an idempotency key. */
  readonly headers?: Readonly<Record<string, string>>;
}

const envelopeHead = z.object({ success: z.boolean(), message: z.string() });

/**
 * The store API over ky: adds the token, sends the body in the right form,
 * and turns every answer into either the call's validated `data` or a
 * StoreFailure that names the call. Nothing else escapes.
 */
export class StoreApi {
  private readonly http: KyInstance;

  constructor(private readonly options: StoreApiOptions) {
    this.http = ky.create({
      prefixUrl: options.baseUrl,
      // Document 2 §9: "Request time-out: none set."
      timeout: false,
      // Only idempotent reads are retried; a write is never sent twice by the client.
      retry: options.retry ?? { limit: 2, methods: ['get'] },
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

  /** Sends `name` and answers its `data`, checked against `data`'s schema. */
  async call<Data extends z.ZodMiniType>(name: CallName, data: Data, input: CallInput = {}): Promise<z.output<Data>> {
    const body = await this.send(name, input);
    const head = envelopeHead.safeParse(body);
    if (!head.success) throw this.fail(invalid(name, head.error));
    if (!head.data.success) {
      throw this.fail(new StoreFailure('rejected', name, head.data.message, { serverMessage: head.data.message }));
    }
    const parsed = data.safeParse((body as { data?: unknown }).data);
    if (!parsed.success) throw this.fail(invalid(name, parsed.error));
    return parsed.data;
  }

  private async send(name: CallName, input: CallInput): Promise<unknown> {
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

  private fail(failure: StoreFailure): StoreFailure {
    this.options.onFailure?.(failure);
    return failure;
  }
}

export const createStoreApi = (options: StoreApiOptions): StoreApi => new StoreApi(options);

const invalid = (name: CallName, error: z.core.$ZodError): StoreFailure =>
  new StoreFailure('invalid-response', name, `${name} answered in a shape the store cannot read:\n${z.prettifyError(error)}`);

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
  try {
    data = await error.response.json();
    const parsed = refusal.safeParse(data);
    if (parsed.success) serverMessage = parsed.data.message;
  } catch {
    // A body that is not JSON (a proxy's HTML error page) carries no message for the shopper.
  }
  return new StoreFailure(kindOfStatus(status), name, `${name} answered ${status}`, {
    status,
    ...(serverMessage === undefined ? {} : { serverMessage }),
    data,
  });
};
