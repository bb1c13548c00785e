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
      const body = interaction.response.body?.content;
      expect(validator.responseProblems(found!.operation, interaction.response.status, body).join('\n'), `${found!.name} answer`).toBe('');
    });
  }
});

/**
 * Why both proofs run (issue 25, point 5): each catches what the other lets
 * through. Shown on recorded interactions, changed the way a faulty API would.
 */
describe('what the pact and the OpenAPI document each catch', () => {
  const validator = createOpenApiValidator('store-api');
  const interactions = readPact(STORE_API)?.interactions ?? [];
  const recorded = (description: string) => {
    const interaction = interactions.find((entry) => entry.description === description);
    expect(interaction, description).toBeDefined();
    const found = validator.operationOf(interaction!.request.method, interaction!.request.path)!;
    const body = structuredClone(interaction!.response.body?.content);
    return { interaction: interaction!, operation: found.operation, body };
  };

  it('the document refuses a cart line of quantity 0, which the pact\'s integer matcher accepts', () => {
    const { interaction, operation, body } = recorded('a request for the demo customer\'s cart');
    expect(interaction.response.matchingRules?.body?.['$.data.r_more_transaction_cart_details[0].quantity']?.matchers).toEqual([{ match: 'integer' }]);
    expect(validator.responseProblems(operation, 200, body)).toEqual([]);
    (body as { data: { r_more_transaction_cart_details: { quantity: number }[] } }).data.r_more_transaction_cart_details[0]!.quantity = 0;
    expect(validator.responseProblems(operation, 200, body).join()).toMatch(/quantity must be >= 1/);
  });

  it('the pact refuses a 200 for a product that does not exist, which the document accepts as a product', () => {
    const missing = recorded('a request for a product that does not exist');
    expect(missing.interaction.response.status).toBe(404);
    const found = recorded('a request for a product in a running flash sale');
    // The same operation: an API answering any slug with some product fits every schema; only the pact's state and status tell.
    expect(found.operation).toBe(missing.operation);
    expect(validator.responseProblems(missing.operation, 200, found.body)).toEqual([]);
  });

  it('the document refuses what the storefront never sends or reads: a field too many, a status it does not handle', async () => {
    const { interaction, operation } = recorded('a stock check of 2 wardrobes and 4 nightstands, of which 3 are in stock');
    const call = callOf(interaction.request.method, interaction.request.path, 'store-api')!;
    const parts = await requestPartsOf(call, interaction.request);
    expect(validator.requestProblems(operation, parts)).toEqual([]);
    const extra = { ...parts, body: { kind: 'json' as const, value: { ...(parts.body as { value: object }).value, coupon: 'X' } } };
    expect(validator.requestProblems(operation, extra).join()).toMatch(/additional properties/);
    expect(validator.requestProblems(operation, { ...parts, query: { page: '2' } })).toEqual(['query parameter page is not described']);
    expect(validator.responseProblems(operation, 500, { success: false, message: 'x' })[0]).toMatch(/status 500 is not described/);
  });
});
