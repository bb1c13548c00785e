import * as z from 'zod/mini';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type JsonSchema = Record<string, unknown>;

/**
 * A wire schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), from the side
 * a sender sees (`io: 'input'`): what must be sent, before any default or
 * transform. Objects the adapters read stay open (`z.object`); request
 * objects are closed (`z.strictObject`).
 */
export const jsonSchemaOf = (schema: z.ZodMiniType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, toJsonSchemaOptions) as JsonSchema;
  return rest;
};

/**
 * zod bounds every whole number by JavaScript's safe integers; said on every
 * id and count, that is noise to a reader (and Swagger UI's example of an id
 * became -9007199254740991), so those two bounds are left out.
 */
const withoutSafeIntegerBounds = ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
};

export const toJsonSchemaOptions = { io: 'input', target: 'draft-2020-12', override: withoutSafeIntegerBounds } as const;

/**
 * Ajv for OpenAPI 3.1 schemas: query and path values arrive as text and are
 * read as the type the schema names (`coerceTypes`, a lone value as a list of
 * one); an uploaded file is a `binary` string.
 */
export const createAjv = (options: { readonly coerce: boolean }) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, ...(options.coerce ? { coerceTypes: 'array' as const } : {}) });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addKeyword('example');
  return ajv;
};

export const describeErrors = (errors: readonly ErrorObject[] | null | undefined): string =>
  (errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`).join('; ');
