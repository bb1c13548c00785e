import { describe, expect, it } from 'vitest';
import { callOf, type Provider } from '../catalogue-of-calls/calls';
import { SHIPMENT_SERVICE, STORE_API } from '../pact-setup';
import { readPact } from '../provider/pact-file';
import { createOpenApiValidator, readOpenApiDocument } from './openapi-validator';
import { requestPartsOf } from './pact-request';

/**
 * Issue 25: "every pact interaction has its operation, and … its request and
 * example response validate against the operation's schemas (ajv) … A call
 * present in one and not the other fails the test." The mock's live answers
 * are checked against the same documents in conformance.provider.test.ts.
 */
const providers: readonly { name: string; provider: Provider }[] = [
  { name: STORE_API, provider: 'store-api' },
  { name: SHIPMENT_SERVICE, provider: 'shipment-service' },
];

describe.each(providers)('the OpenAPI document of $name against its pact', ({ name, provider }) => {
  const document = readOpenApiDocument(provider);
  const validator = createOpenApiValidator(provider, document);
  const interactions = readPact(name)?.interactions ?? [];

  it('has an operation for every interaction, and an interaction for every operation', () => {
    expect(interactions.length).toBeGreaterThan(0);
    const exercised = new Set<string>();
    const strays: string[] = [];
    for (const interaction of interactions) {
      const found = validator.operationOf(interaction.request.method, interaction.request.path);
      if (found) exercised.add(found.operation.operationId);
      else strays.push(`${interaction.request.method} ${interaction.request.path}`);
    }
    expect(strays, 'interactions no operation describes').toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(operations.filter((id) => !exercised.has(id)), 'operations no interaction exercises').toEqual([]);
  });

  for (const interaction of interactions) {
    it(`${interaction.description}: request and example answer fit the operation`, async () => {
      const found = validator.operationOf(interaction.request.method, interaction.request.path);
      expect(found, 'its operation').not.toBeNull();
      const parts = await requestPartsOf(callOf(interaction.request.method, interaction.request.path, provider)!, interaction.request);
      // A 422 interaction records the refusal of a request that breaks a rule on purpose (a quantity of 0, a rating of 6).
      if (interaction.response.status !== 422) expect(validator.requestProblems(found!.operation, parts).join('\n'), `${found!.name} request`).toBe('');
      const body = (interaction.response as { body?: { content?: unknown } }).body?.content;
      expect(validator.responseProblems(found!.operation, interaction.response.status, body).join('\n'), `${found!.name} answer`).toBe('');
    });
  }
});
