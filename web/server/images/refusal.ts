/**
 * Why the image endpoint did not answer with a photo: the status the `<img>` sees (any of them makes it fire
 * `onError`, and the page shows its no-image placeholder) and a short reason in the store's language. Never the
 * source's body, never a 500 page: a broken photo is the source's fault or the asker's, not the server's.
 */
export class ImageRefusal extends Error {
  override readonly name = 'ImageRefusal';
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 413 | 415 | 502 | 504,
    /** Indonesian, plain text, for the answer's body. */
    readonly reason: string,
    /** What the log says (English, may name the source). */
    readonly detail: string = reason,
  ) {
    super(detail);
  }
}
