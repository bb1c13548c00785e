import fc from 'fast-check';
import { expect } from 'vitest';
import { requestMock } from '../../in-process';
import type { MockApi } from '../../mock-api';

const fieldNames = ['page', 'per_page', 'product_id', 'category', 'id', 'ids', 'all', 'reminder', 'message', 'rating', 'review', 'file_ids', 'complain', 'ordersn', 'template_id', 'name', 'phone', 'email', 'property_id', 'location_id', 'note', 'file', 'files[]'];
const fieldName = fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 }));
const fieldValue = fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constantFrom('', '-1', '0', '1', '1e9', 'NaN', 'null', 'true', '[]'));
const pathValue = fc.oneof(fc.constantFrom('1', '7', '0', '-3', '99999', '1.5', 'abc', '%20', 'rumah-japandi'), fc.string({ minLength: 1, maxLength: 10 }));

const fileOf = fc.record({
  name: fc.string({ maxLength: 12 }),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/plain', 'application/octet-stream', ''),
  bytes: fc.uint8Array({ maxLength: 64 }),
});

/** A body of any shape: JSON of any value, text that is no JSON, form fields, or multipart with files. */
const anyBody = fc.oneof(
  fc.jsonValue().map((json) => ({ json })),
  fc.string({ maxLength: 40 }).map((rawBody) => ({ rawBody, headers: { 'content-type': 'application/json' } })),
  fc.array(fc.tuple(fieldName, fc.oneof(fieldValue.map((v) => ({ text: v })), fileOf.map((file) => ({ file })))), { maxLength: 5 }).map((fields) => {
    const form = new FormData();
    for (const [name, value] of fields) {
      if ('text' in value) form.append(name, value.text);
      else form.append(name, new File([value.file.bytes.slice()], value.file.name, { type: value.file.type }));
    }
    return { form };
  }),
  fc.constant({}),
);

/**
 * Sends `calls` any query and any body, as a customer with `token`: the mock
 * answers every one without a server error, in its envelope.
 */
export const expectNoServerErrors = async (api: MockApi, token: string, calls: readonly string[], runs = 60): Promise<void> => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...calls),
      pathValue,
      fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 4 }),
      anyBody,
      async (call, pathPart, query, body) => {
        const [method, template] = call.split(' ') as [string, string];
        const search = new URLSearchParams(query).toString();
        const path = template.replace(/\{\w+\}/g, encodeURIComponent(pathPart)) + (search ? `?${search}` : '');
        const answer = await requestMock(api, { method, path, token, ...(method === 'GET' ? {} : body) });
        expect(answer.status, `${call} ${path}`).toBeLessThan(500);
        expect(answer.body).toHaveProperty('success', answer.status < 400);
      },
    ),
    { numRuns: runs },
  );
};
