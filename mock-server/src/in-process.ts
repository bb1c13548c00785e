import { getResponse } from 'msw';
import type { MockApi } from './mock-api';

export interface MockRequest {
  readonly method?: string;
  /** Path under the store API, e.g. `uni/product?type=terbaru` (no leading slash), or an absolute URL. */
  readonly path: string;
  /** A bearer token: a customer's, or the shipment service's credential. */
  readonly token?: string;
  readonly json?: unknown;
  readonly form?: FormData;
  /** Sent as is: malformed bodies, or the exact bytes of a recorded multipart body. */
  readonly rawBody?: string | Uint8Array<ArrayBuffer>;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface MockAnswer {
  readonly status: number;
  readonly headers: Headers;
  /** The JSON body, or the text when it is not JSON. */
  readonly body: unknown;
}

export const MOCK_ORIGIN = 'http://127.0.0.1:5173';

/**
 * Sends one request to the mock's handlers in-process (no HTTP server), for
 * tests. Answers exactly what the Node server would send.
 */
export const requestMock = async (api: MockApi, request: MockRequest): Promise<MockAnswer> => {
  const url = /^https?:/.test(request.path) ? request.path : `${MOCK_ORIGIN}/api/${request.path}`;
  const headers = new Headers(request.headers);
  if (request.token) headers.set('authorization', `Bearer ${request.token}`);
  let body: RequestInit['body'];
  if (request.form) body = request.form;
  else if (request.rawBody !== undefined) body = request.rawBody;
  else if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers.set('content-type', 'application/json; charset=utf-8');
  }
  const response = await getResponse(api.handlers, new Request(url, { method: request.method ?? 'GET', headers, ...(body === undefined ? {} : { body }) }));
  if (!response) throw new Error(`No handler answered ${request.method ?? 'GET'} ${url}`);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (an image): the text is the body.
  }
  return { status: response.status, headers: response.headers, body: parsed };
};
