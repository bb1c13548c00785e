import { requestByCall } from '@more/adapters/wire';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { callOf, type Provider } from '../catalogue-of-calls/calls';
import { SHIPMENT_SERVICE, STORE_API } from '../pact-setup';
import { readPact } from '../provider/pact-file';
import { createAjv, describeErrors, jsonSchemaOf } from './json-schema';
import { requestPartsOf } from './pact-request';

/**
 * Every request the pacts recorded (the real adapters sent them) fits the
 * request schemas of adapters' request-by-call.ts: the query, the JSON or
 * form body, the path's parameters. A request that sends something its call
 * declares nothing for fails, and so does a declared body never sent.
 */
const providers: readonly { name: string; provider: Provider }[] = [
  { name: STORE_API, provider: 'store-api' },
  { name: SHIPMENT_SERVICE, provider: 'shipment-service' },
];

const problems = (schema: z.ZodMiniType, value: unknown): string | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : z.prettifyError(parsed.error);
};

/** Query values and form fields travel as text: they are read as the types their schema names, as a server would. */
const textProblems = (schema: z.ZodMiniType, value: Record<string, unknown>): string | null => {
  const validate = createAjv({ coerce: true }).compile(jsonSchemaOf(schema));
  const copy = structuredClone(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, item instanceof File ? item.name : item])));
  return validate(copy) ? null : describeErrors(validate.errors);
};

describe('the requests of the pacts fit the adapters\' request schemas', () => {
  for (const { name, provider } of providers) {
    for (const interaction of readPact(name)?.interactions ?? []) {
      it(`${name}: ${interaction.description}`, async () => {
        const call = callOf(interaction.request.method, interaction.request.path, provider);
        expect(call, 'a call of the catalogue').toBeDefined();
        const declared = requestByCall[call!.name] ?? {};
        const parts = await requestPartsOf(call!, interaction.request);
        // A 422 interaction records the refusal of a request that breaks a rule on purpose (a quantity of 0).
        const fits = interaction.response.status === 422 ? () => {} : (message: string | null, what: string) => expect(message, what).toBeNull();

        if (declared.params) fits(textProblems(declared.params, parts.params), `${call!.name} path`);
        if (Object.keys(parts.query).length > 0) {
          expect(declared.query, `${call!.name} sends a query its request declares`).toBeDefined();
        }
        if (declared.query) {
          fits(textProblems(declared.query, parts.query), `${call!.name} query`);
        }
        if (parts.body.kind === 'json') {
          expect(declared.json, `${call!.name} sends JSON its request declares`).toBeDefined();
          fits(problems(declared.json!, parts.body.value), `${call!.name} body`);
        } else if (parts.body.kind === 'form') {
          expect(declared.form, `${call!.name} sends a form its request declares`).toBeDefined();
          fits(textProblems(declared.form!, parts.body.value), `${call!.name} form`);
        } else {
          // A body the call declares but this request left out: allowed only when the body has no required field.
          if (declared.json) fits(problems(declared.json, {}), `${call!.name} sent no body`);
        }
      });
    }
  }
});
