import { readFileSync } from 'node:fs';
import { splitCallName } from '@more/adapters/wire';
import type { ValidateFunction } from 'ajv';
import { callOf, type Provider } from '../catalogue-of-calls/calls';
import type { OpenApiDocument, Operation } from './document';
import { openApiDir, openApiFiles } from './documents';
import { createAjv, describeErrors } from './json-schema';
import type { RequestParts } from './pact-request';

/**
 * Checks requests and answers against a committed OpenAPI document with ajv,
 * the way a backend team's tooling would read it: every schema is reached
 * through the document itself (its `$ref`s into components included), never
 * through the zod schemas it was made from.
 */
export interface OpenApiValidator {
  /** The operation a concrete request is (the catalogue's rule: literal paths before templates), or null. */
  operationOf(method: string, path: string): { readonly name: string; readonly operation: Operation } | null;
  /** What is wrong with a request of `operation`, or an empty list. */
  requestProblems(operation: Operation, parts: RequestParts): string[];
  /** What is wrong with an answer to `operation`, or an empty list. */
  responseProblems(operation: Operation, status: number, body: unknown): string[];
}

const pointer = (...segments: string[]) => segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export const readOpenApiDocument = (provider: Provider): OpenApiDocument =>
  JSON.parse(readFileSync(`${openApiDir}${openApiFiles.find((entry) => entry.provider === provider)!.file}`, 'utf8')) as OpenApiDocument;

export const createOpenApiValidator = (provider: Provider, document: OpenApiDocument = readOpenApiDocument(provider)): OpenApiValidator => {
  // Answers and JSON bodies are checked as they are; path, query and form values arrive as text.
  const exact = createAjv({ coerce: false });
  const textual = createAjv({ coerce: true });
  for (const ajv of [exact, textual]) ajv.addSchema(document, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (ajv: typeof exact, location: string) => {
    const key = `${ajv === exact ? 'exact' : 'text'} ${location}`;
    if (!compiled.has(key)) compiled.set(key, ajv.compile({ $ref: `openapi#/${location}` }));
    return compiled.get(key)!;
  };
  const locationOf = new Map<Operation, string>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) locationOf.set(operation, pointer('paths', path, method));
  }
  const resolve = <T>(value: T): T => {
    const ref = (value as { $ref?: string }).$ref;
    return ref ? (ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as T) : value;
  };

  return {
    operationOf(method, path) {
      const call = callOf(method, path, provider);
      if (!call) return null;
      const { method: verb, template } = splitCallName(call.name);
      const operation = document.paths[`/${template.replace(/\{(\w+)\?\}/g, '{$1}')}`]?.[verb.toLowerCase()];
      return operation ? { name: call.name, operation } : null;
    },

    requestProblems(operation, parts) {
      const at = locationOf.get(operation)!;
      const problems: string[] = [];
      const parameters = (operation.parameters ?? []) as { name: string; in: string; required: boolean }[];
      const given: Record<string, Record<string, unknown>> = {
        path: parts.params,
        query: Object.fromEntries(Object.entries(parts.query).map(([key, value]) => [Array.isArray(value) ? `${key}[]` : key, value])),
      };
      parameters.forEach((parameter, index) => {
        const value = given[parameter.in]?.[parameter.name];
        if (value === undefined) {
          if (parameter.required) problems.push(`${parameter.in} parameter ${parameter.name} is required`);
          return;
        }
        const validate = validatorAt(textual, `${at}/parameters/${index}/schema`);
        if (!validate(structuredClone(value))) problems.push(`${parameter.in} parameter ${parameter.name}: ${describeErrors(validate.errors)}`);
      });
      for (const key of Object.keys(given.query!)) {
        if (!parameters.some((parameter) => parameter.in === 'query' && parameter.name === key)) problems.push(`query parameter ${key} is not described`);
      }
      const body = operation.requestBody as { required?: boolean; content: Record<string, unknown> } | undefined;
      if (parts.body.kind === 'none') {
        if (body?.required) problems.push('the request body is required');
        return problems;
      }
      const type = parts.body.kind === 'json' ? 'application/json' : 'multipart/form-data';
      if (!body?.content[type]) return [...problems, `a ${type} body is not described`];
      const validate = validatorAt(parts.body.kind === 'json' ? exact : textual, `${at}/requestBody/content/${pointer(type)}/schema`);
      const value =
        parts.body.kind === 'json'
          ? structuredClone(parts.body.value)
          : Object.fromEntries(Object.entries(parts.body.value).map(([key, item]) => [key, asText(item)]));
      if (!validate(value)) problems.push(`body: ${describeErrors(validate.errors)}`);
      return problems;
    },

    responseProblems(operation, status, body) {
      const at = locationOf.get(operation)!;
      const responses = operation.responses as Record<string, unknown>;
      if (!(String(status) in responses)) return [`status ${status} is not described (only ${Object.keys(responses).join(', ')})`];
      const response = resolve(responses[String(status)] as { content?: Record<string, unknown>; $ref?: string });
      if (!response.content?.['application/json']) return [`status ${status} describes no JSON body`];
      const own = (responses[String(status)] as { $ref?: string }).$ref;
      const location = own ? `${own.slice(2)}/content/${pointer('application/json')}/schema` : `${at}/responses/${status}/content/${pointer('application/json')}/schema`;
      const validate = validatorAt(exact, location);
      return validate(structuredClone(body)) ? [] : [`${status} answer: ${describeErrors(validate.errors)}`];
    },
  };
};

/** A form's file travels as bytes: a `binary` string to the schema. */
const asText = (item: unknown): unknown => (Array.isArray(item) ? item.map(asText) : item instanceof File ? item.name : item);
