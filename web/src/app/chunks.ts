/** "Chunk load failure (timeout 120 s or missing)" (document 2 §8, §9: "Chunk load time-out 120 s"). */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * Whether a failed import failed on its stylesheet: Vite's preload of a chunk's CSS rejects with the stylesheet's
 * address ("Unable to preload CSS for …/x.css"), where a script's failure names its `.js`.
 */
const failedOnStylesheet = (cause: unknown): boolean => cause instanceof Error && /\.css(\?|#|\s|$)/.test(cause.message);

/**
 * A page's or a feature module's chunk that did not arrive: the page offers a reload (ErrorBoundary). Its script
 * (missing, or no answer in 120 s) gives the chunk load error; its stylesheet, the CSS chunk error (document 2 §8).
 */
export class ChunkLoadFailure extends Error {
  override readonly name = 'ChunkLoadFailure';
  readonly part: 'script' | 'stylesheet';
  constructor(
    readonly chunk: string,
    override readonly cause: unknown,
  ) {
    const part = failedOnStylesheet(cause) ? 'stylesheet' : 'script';
    super(`The ${part === 'stylesheet' ? 'stylesheet' : 'chunk'} of ${chunk} did not load`);
    this.part = part;
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

/**
 * Failed loads, kept until the shopper moves on. React's `use` shows a rejection only when a render retried after
 * it is handed the same promise again: a failed load forgotten at once made every retry a new request, a new
 * suspension and a new failure, for ever, and the error never showed. So a failure stays the answer for its
 * page until the next navigation (App.tsx), which tries again; "Muat Ulang" loads the document afresh.
 */
const keptFailures = new Set<() => void>();

/** Keeps a failed load's promise in its cache; `forget` drops it there when the shopper moves on. */
export const keepFailure = (forget: () => void): void => {
  keptFailures.add(forget);
};

/** The address the app last rendered. */
let shownPath: string | null = null;

/** Called with the address a render shows: at a new one (the shopper moved on), every failed load is asked again. */
export const askAgainAfterNavigation = (path: string): void => {
  if (shownPath !== null && shownPath !== path) {
    for (const forget of keptFailures) forget();
    keptFailures.clear();
  }
  shownPath = path;
};
