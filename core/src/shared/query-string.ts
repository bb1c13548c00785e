/**
 * Reads `a=1&b=x%20y&flag` into its pairs, in order, decoded ('+' is a space).
 * Core cannot lean on URLSearchParams (a web and Node API, not the language's).
 * A malformed escape (`%zz`) is kept as written instead of throwing: a shopper
 * can type any address.
 */
export const queryPairs = (search: string): [string, string][] => {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return [];
  return text
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      const key = equals === -1 ? part : part.slice(0, equals);
      const value = equals === -1 ? '' : part.slice(equals + 1);
      return [decode(key), decode(value)];
    });
};

/** The first value of `key`, or null when the query does not carry it. */
export const queryValue = (search: string, key: string): string | null =>
  queryPairs(search).find(([name]) => name === key)?.[1] ?? null;

export const hasQueryKey = (search: string, key: string): boolean => queryPairs(search).some(([name]) => name === key);

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with every lone surrogate (text cut in half) as U+FFFD, the one
 * thing encodeURIComponent throws on.
 */
export const wellFormedText = (text: string): string => text.replace(loneSurrogate, '\uFFFD');

/** Percent-encodes a query value, spaces as '+' (read back as spaces) for a readable address. */
export const encodeQueryValue = (text: string): string => encodeURIComponent(wellFormedText(text)).replace(/%20/g, '+');
