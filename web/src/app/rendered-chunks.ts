import { CHUNKS_ELEMENT_ID, readPageJson } from './config';

let files: Readonly<Record<string, string>> | undefined;

/**
 * The chunks the server rendered this page with (its page, frame and feature
 * modules), by their manifest key, as the server wrote them beside the page's
 * data. Hydration imports them by their address, already preloaded by the
 * head: the tables of every route's chunks (and the lists of what each
 * preloads) are then chunks of their own, fetched once the page is
 * interactive, instead of growing the entry by every route the store adds.
 */
const renderedChunk = (key: string): string | undefined => {
  // A server render has no page to read; it imports through the tables.
  if (typeof document === 'undefined') return undefined;
  files ??= readPageJson<Record<string, string>>(CHUNKS_ELEMENT_ID) ?? {};
  return files[key];
};

/** The chunk of `key` by the address the server gave, else through the route tables (`fromTable`). */
export const importRendered = <T,>(key: string, fromTable: () => Promise<T>): Promise<T> => {
  const file = renderedChunk(key);
  return file === undefined ? fromTable() : (import(/* @vite-ignore */ file) as Promise<T>);
};
