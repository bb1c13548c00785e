/**
 * The API answers a server render used, carried to the browser inside the
 * page (design.md, "Rendered on the server, hydrated in the browser"). The
 * server records every call its render makes; the browser answers the same
 * calls from the record until it has hydrated, so the first client render sees
 * exactly what the server saw and nothing is fetched twice.
 */
export interface RecordedAnswer {
  /** The method, the path under the API's base with its sorted query, and the body when there is one. */
  readonly key: string;
  /** The HTTP status, or UNANSWERED: the server's render got no answer (the API down, or slow past the render's deadline). */
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export type ApiSnapshot = readonly RecordedAnswer[];

import { CallUnanswered } from '../call-unanswered';

type Fetch = typeof fetch;

/** The status of a recorded call that got no answer at all (as a browser's fetch reports a network failure). */
export const UNANSWERED = 0;

export { CallUnanswered } from '../call-unanswered';

/** A request's key relative to the API base, so `http://127.0.0.1:5173/api/x` on the server matches `/api/x` in the browser. */
export const snapshotKey = async (request: Request, baseUrl: string): Promise<string | null> => {
  const url = new URL(request.url);
  const base = new URL(baseUrl, url);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const body = request.body ? await request.clone().text() : '';
  return `${request.method} ${url.pathname.slice(base.pathname.length)}${query ? `?${query}` : ''}${body ? ` ${body}` : ''}`;
};

/** A fetch that remembers every answer under the API's base URL (the server's side). */
export const recordingFetch = (baseUrl: string, inner: Fetch = fetch): { readonly fetch: Fetch; readonly answers: () => ApiSnapshot } => {
  const answers: RecordedAnswer[] = [];
  const recording: Fetch = async (input, init) => {
    const request = new Request(input, init);
    const key = await snapshotKey(request, baseUrl);
    let response: Response;
    try {
      response = await inner(request);
    } catch (error) {
      // The page is sent without this answer: the browser must know to ask for it itself.
      if (key !== null) answers.push({ key, status: UNANSWERED, contentType: '', body: '' });
      throw error;
    }
    if (key === null) return response;
    const body = await response.clone().text();
    answers.push({ key, status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body });
    return response;
  };
  return { fetch: recording, answers: () => [...answers] };
};

/**
 * A fetch that answers from a snapshot, each recorded answer once, until
 * `stop()`; anything else (and everything after `stop()`) goes to the network.
 * A call the server got no answer to fails here too, without a request, each
 * time it is asked until `stop()` (`unanswered` counts them): the browser asks
 * for it after hydrating.
 */
export const replayingFetch = (
  snapshot: ApiSnapshot,
  baseUrl: string,
  inner: Fetch = fetch,
): { readonly fetch: Fetch; stop(): void; readonly unanswered: () => number } => {
  let unanswered = 0;
  let waiting = new Map<string, RecordedAnswer[]>();
  for (const answer of snapshot) waiting.set(answer.key, [...(waiting.get(answer.key) ?? []), answer]);
  const replaying: Fetch = async (input, init) => {
    if (waiting.size > 0) {
      const request = new Request(input, init);
      const key = await snapshotKey(request, baseUrl);
      const recorded = key === null ? undefined : waiting.get(key);
      // An unanswered call stays unanswered until hydration is over, however often it is asked: a use case that asks
      // again after the failure (a second reader of the same list) would otherwise fetch before hydrating.
      const answer = recorded?.length === 1 && recorded[0]?.status === UNANSWERED ? recorded[0] : recorded?.shift();
      if (answer?.status === UNANSWERED) {
        unanswered += 1;
        // The failure the render saw, so the hydrating render shows what the server's HTML shows; never retried by the client, asked again after hydration.
        throw new CallUnanswered(String(key));
      }
      if (answer) return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
      return inner(request);
    }
    return inner(input, init);
  };
  return { fetch: replaying, stop: () => void (waiting = new Map()), unanswered: () => unanswered };
};
