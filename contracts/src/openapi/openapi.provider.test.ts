import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { requestByCall } from '@more/adapters/wire';
import { describe, expect, it } from 'vitest';
import { calls } from '../catalogue-of-calls/calls';
import { openApiDir, openApiDocument, openApiFiles, openApiText } from './documents';

/**
 * Issue 25: "an OpenAPI 3.1 document for the store API (144 calls) and one for
 * the shipment service (2 calls), built from the wire schemas … Written to
 * contracts/openapi/ by a script, committed, and npm test fails when it would
 * change", and "each document passes a kept OpenAPI validator".
 */
const operationsOf = (document: ReturnType<typeof openApiDocument>) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path.slice(1)}`, operation })),
  );

describe.each(openApiFiles)('contracts/openapi/$file', ({ provider, file }) => {
  const document = openApiDocument(provider);

  it('is committed as the schemas make it (else: npm run contracts:openapi, and commit)', () => {
    expect(readFileSync(`${openApiDir}${file}`, 'utf8'), `contracts/openapi/${file} is behind the adapters' schemas`).toBe(openApiText(document));
  });

  it('passes swagger-parser\'s validation of OpenAPI 3.1, its references resolved', async () => {
    const validated = await SwaggerParser.validate(structuredClone(document) as never);
    expect((validated as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('is refused by the same validator when broken: a parameter without its place, a reference to nothing', async () => {
    const withoutPlace = structuredClone(document) as { paths: Record<string, Record<string, { parameters?: Record<string, unknown>[] }>> };
    const [path, methods] = Object.entries(withoutPlace.paths).find(([, entry]) => Object.values(entry).some((operation) => operation.parameters))!;
    delete Object.values(methods).find((operation) => operation.parameters)!.parameters![0]!.in;
    await expect(SwaggerParser.validate(withoutPlace as never), path).rejects.toThrow(/must have required property 'in'/);
    const dangling = JSON.parse(JSON.stringify(document).replace('"#/components/schemas/', '"#/components/schemas/Nothing')) as never;
    await expect(SwaggerParser.validate(dangling)).rejects.toThrow(/Missing \$ref pointer/);
  });

  it('declares every path parameter its path names (which swagger-parser leaves unchecked in 3.1)', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const operation of Object.values(methods)) {
        const declared = ((operation.parameters ?? []) as { name: string; in: string; required: boolean }[]).filter((parameter) => parameter.in === 'path');
        expect(declared.map((parameter) => parameter.name).sort(), path).toEqual(named);
        expect(declared.every((parameter) => parameter.required), path).toBe(true);
      }
    }
  });

  it('has one operation for each call of the catalogue, and no other', () => {
    const expected = calls.filter((call) => call.provider === provider).map((call) => call.name.replace(/\{(\w+)\?\}/g, '{$1}'));
    expect(expected.length).toBe(provider === 'store-api' ? 144 : 2);
    expect(operationsOf(document).map((operation) => operation.name).sort()).toEqual([...expected].sort());
  });

  it('names each operation after the adapter method that makes it, each name once', () => {
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z][A-Za-z]+_[a-z][A-Za-z]+(_[a-z][A-Za-z]+)?$/);
  });

  it('asks for the bearer token exactly where document 2 §6 does, and answers 401 there', () => {
    for (const call of calls.filter((entry) => entry.provider === provider)) {
      const { operation } = operationsOf(document).find((entry) => entry.name === call.name.replace(/\{(\w+)\?\}/g, '{$1}'))!;
      expect(operation.security, call.name).toEqual(call.needsToken ? [{ bearer: [] }] : undefined);
      const responses = operation.responses as Record<string, unknown>;
      expect(Object.keys(responses), call.name).toContain('200');
      if (call.needsToken) expect(responses[401], call.name).toEqual({ $ref: '#/components/responses/Unauthorized' });
      const request = requestByCall[call.name] ?? {};
      expect('422' in responses, `${call.name} answers 422 when it sends something`).toBe(Boolean(request.query ?? request.json ?? request.form));
    }
  });
});
