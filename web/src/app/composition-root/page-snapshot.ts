import type { ApiSnapshot, RecordedAnswer } from '@more/adapters/snapshot';

/**
 * The API snapshot as the page carries it (`<script id="store-snapshot">`):
 * a JSON answer's body as JSON itself, not as a string of JSON inside JSON,
 * whose every quote would be escaped (a tenth of the snapshot's bytes).
 */
export type PageAnswer = Omit<RecordedAnswer, 'body'> & ({ readonly body: string } | { readonly json: unknown });
export type PageSnapshot = readonly PageAnswer[];

/** The browser's side: the answers as the replaying fetch serves them. */
export const replayableAnswers = (page: PageSnapshot): ApiSnapshot =>
  page.map((answer) => ('json' in answer ? { key: answer.key, status: answer.status, contentType: answer.contentType, body: JSON.stringify(answer.json) } : answer));
