export const CONFIG_ELEMENT_ID = 'store-config';
export const SNAPSHOT_ELEMENT_ID = 'store-snapshot';
export const PAGE_ELEMENT_ID = 'store-page';
/** The chunks the server rendered the page with: manifest key → file (app/rendered-chunks.ts). */
export const CHUNKS_ELEMENT_ID = 'store-chunks';

/**
 * The server writes the configuration it was started with into every page,
 * so one build runs against any API; a page without it (the static demo)
 * uses the built-in one.
 */
export const readPageJson = <T,>(id: string): T | null => {
  const element = document.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
};
