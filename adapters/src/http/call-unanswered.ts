/** One mark for every copy of this module (the server's bundle and the code beside it each have one). */
const MARK = Symbol.for('more.unanswered');

/**
 * A call that got no answer and must not be sent again by the HTTP client's
 * own retries: a server render's call past its deadline or refused (the
 * browser asks again after hydrating), and the browser's replay of such a
 * call while it hydrates. JsonClient tells ky so with `is`: ky's own check for
 * its TimeoutError compares class names, which the browser's minified bundle
 * renames, and `instanceof` fails between the server's bundle and the server
 * code that throws it (two copies of this class).
 */
export class CallUnanswered extends Error {
  override readonly name: string = 'CallUnanswered';
  readonly [MARK] = true;

  static is(error: unknown): error is CallUnanswered {
    return typeof error === 'object' && error !== null && (error as { readonly [MARK]?: unknown })[MARK] === true;
  }
}
