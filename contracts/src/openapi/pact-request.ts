import { splitCallName } from '@more/adapters/wire';
import type { StoreCall } from '../catalogue-of-calls/calls';
import type { PactInteraction } from '../provider/pact-file';

/** A recorded request taken apart the way an OpenAPI operation describes one. */
export interface RequestParts {
  /** The path template's placeholders with the values this request put in them. */
  readonly params: Record<string, string>;
  /** The query, `key[]` entries as the list `key`; values stay text, as they travel. */
  readonly query: Record<string, string | string[]>;
  readonly body:
    | { readonly kind: 'none' }
    | { readonly kind: 'json'; readonly value: unknown }
    /** Text fields as text, files as File; a repeated or `key[]` field as a list. */
    | { readonly kind: 'form'; readonly value: Record<string, unknown> };
}

/** Takes a pact's request apart: path parameters by the call's template, the query, and the body by its content type. */
export const requestPartsOf = async (call: StoreCall, request: PactInteraction['request']): Promise<RequestParts> => {
  const { template } = splitCallName(call.name);
  const names = [...template.matchAll(/\{(\w+)\??\}/g)].map((match) => match[1]!);
  const pattern = new RegExp(`^/?${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\??\}/g, '([^/]+)')}$`);
  const values = pattern.exec(request.path)?.slice(1) ?? [];
  const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]));

  const query: Record<string, string | string[]> = {};
  for (const [key, list] of Object.entries(request.query ?? {})) {
    if (key.endsWith('[]')) query[key.slice(0, -2)] = [...list];
    else query[key] = list.length === 1 ? list[0]! : [...list];
  }

  const body = request.body;
  if (!body) return { params, query, body: { kind: 'none' } };
  // The header names the boundary the bytes use; Pact may record another in the body's content type.
  const type = headerOf(request, 'content-type') ?? body.contentType ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const bytes = body.encoded === 'base64' ? Buffer.from(String(body.content), 'base64') : Buffer.from(String(body.content));
    const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    return { params, query, body: { kind: 'form', value: formFields(form) } };
  }
  const value = typeof body.content === 'string' ? (JSON.parse(body.content) as unknown) : body.content;
  return { params, query, body: { kind: 'json', value } };
};

const headerOf = (request: PactInteraction['request'], name: string): string | undefined =>
  Object.entries(request.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1]?.join(', ');

const formFields = (form: FormData): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  form.forEach((value, rawKey) => {
    const list = rawKey.endsWith('[]');
    const key = list ? rawKey.slice(0, -2) : rawKey;
    const existing = fields[key];
    fields[key] = list || existing !== undefined ? [...((existing as unknown[] | undefined) ?? []), value] : value;
  });
  return fields;
};
