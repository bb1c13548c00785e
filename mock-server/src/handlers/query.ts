/**
 * A query string as an object for zod: `key[]` entries (how lists are sent)
 * become arrays under `key`; a key given twice without brackets keeps its
 * last value, as PHP-style servers read it.
 */
export const queryOf = (request: Request): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URL(request.url).searchParams) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const list = query[key];
      query[key] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      query[rawKey] = value;
    }
  }
  return query;
};
