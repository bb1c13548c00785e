export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A call of document 2 §7 named as the document lists it: method and path
 * template, e.g. `GET uni/product/{slug}`. The same name identifies the call
 * in errors, in the catalogue of calls and in the contracts.
 */
export type CallName = `${HttpMethod} ${string}`;

export const splitCallName = (name: CallName): { method: HttpMethod; template: string } => {
  const space = name.indexOf(' ');
  return { method: name.slice(0, space) as HttpMethod, template: name.slice(space + 1) };
};

/** Fills `{slug}`-style placeholders; each value stays inside its own path segment. */
export const fillPathTemplate = (template: string, params: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{(\w+)\??\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${key}" for ${template}`);
    return encodeURIComponent(String(value));
  });
