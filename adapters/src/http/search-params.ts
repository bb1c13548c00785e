export type SearchParamValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type SearchParams = Readonly<Record<string, SearchParamValue>>;

/**
 * Query strings the way the store API reads them: empty values left out,
 * lists sent as repeated `key[]` entries (the form document 1 strips back
 * off when it reads a filter from the address bar).
 */
export const toSearchParams = (params: SearchParams = {}): URLSearchParams => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(`${key}[]`, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search;
};
