/** "Chunk load failure (timeout 120 s or missing)" (document 2 §8, §9: "Chunk load time-out 120 s"). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page's or a feature module's chunk that did not arrive: the page offers a reload (ErrorBoundary). */
export class ChunkLoadFailure extends Error {
  override readonly name = 'ChunkLoadFailure';
  constructor(
    readonly chunk: string,
    override readonly cause: unknown,
  ) {
    super(`The chunk of ${chunk} did not load`);
  }
}

/** Imports a chunk, failing with ChunkLoadFailure when it is missing or takes longer than the spec allows. */
export const loadChunk = <T,>(chunk: string, importer: () => Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadFailure(chunk, new Error(`No answer within ${CHUNK_TIMEOUT_MS} ms`))), CHUNK_TIMEOUT_MS);
    importer().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadFailure(chunk, error));
      },
    );
  });
