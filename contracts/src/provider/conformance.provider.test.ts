import { envelope, refusal, wireByCall } from '@more/adapters/wire';
import { createMockApi, type MockApi, MOCK_ORIGIN, requestMock } from '@more/mock-server';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { callOf, type Provider } from '../catalogue-of-calls/calls';
import { createOpenApiValidator } from '../openapi/openapi-validator';
import { SHIPMENT_SERVICE, STORE_API } from '../pact-setup';
import { readPact, type PactInteraction } from './pact-file';
import { allProviderStates } from './provider-states';

/**
 * "Every answer satisfies the adapters' zod wire schemas … checked by a test
 * for every call" (issue 4). Pact's matchers check only what the store reads;
 * this replays each interaction against the mock and validates the whole
 * answer with the schema the adapter parses it with.
 */
const providers: readonly { name: string; provider: Provider; base: string }[] = [
  { name: STORE_API, provider: 'store-api', base: 'api' },
  { name: SHIPMENT_SERVICE, provider: 'shipment-service', base: 'shipment' },
];

const requestOf = (interaction: PactInteraction, base: string) => {
  const { method, path, query, headers, body } = interaction.request;
  const search = Object.entries(query ?? {})
    .flatMap(([key, values]) => values.map((value) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`))
    .join('&');
  const headerMap = Object.fromEntries(Object.entries(headers ?? {}).map(([name, values]) => [name, values.join(', ')]));
  let rawBody: string | Uint8Array<ArrayBuffer> | undefined;
  if (body) {
    // A multipart upload is recorded as base64: its bytes are replayed untouched (a PNG is not UTF-8).
    rawBody =
      body.encoded === 'base64'
        ? new Uint8Array(Buffer.from(String(body.content), 'base64'))
        : typeof body.content === 'string'
          ? body.content
          : JSON.stringify(body.content);
    if (body.contentType && !headerMap['content-type'] && !headerMap['Content-Type']) headerMap['content-type'] = body.contentType;
  }
  return { method, path: `${MOCK_ORIGIN}/${base}${path}${search ? `?${search}` : ''}`, headers: headerMap, ...(rawBody === undefined ? {} : { rawBody }) };
};

const shipmentEnvelope = z.object({ result: z.unknown() });

describe('the mock answers every pact interaction in the adapters\' wire format', () => {
  let api: MockApi;
  beforeAll(async () => {
    api = await createMockApi();
  });

  for (const { name, provider, base } of providers) {
    const pact = readPact(name);
    // Issue 25: "live answers of the mock for every call validate" against the committed OpenAPI document too.
    const openApi = createOpenApiValidator(provider);
    for (const interaction of pact?.interactions ?? []) {
      it(`${name}: ${interaction.description}`, async () => {
        await api.reset();
        for (const state of interaction.providerStates ?? []) {
          const setup = allProviderStates[state.name];
          expect(setup, `provider state "${state.name}"`).toBeDefined();
          await setup!(api, state.params ?? {});
        }
        const call = callOf(interaction.request.method, interaction.request.path, provider);
        expect(call, `${interaction.request.method} ${interaction.request.path} is a call of the catalogue`).toBeDefined();
        const answer = await requestMock(api, requestOf(interaction, base));
        expect(answer.status).toBe(interaction.response.status);
        const operation = openApi.operationOf(interaction.request.method, interaction.request.path);
        expect(operation, 'its OpenAPI operation').not.toBeNull();
        expect(openApi.responseProblems(operation!.operation, answer.status, answer.body).join('\n'), 'the answer fits the OpenAPI document').toBe('');

        if (answer.status >= 400) {
          if (provider === 'store-api') expect(refusal.safeParse(answer.body).success, JSON.stringify(answer.body)).toBe(true);
          return;
        }
        const data = wireByCall[call!.name];
        expect(data, `a wire schema for ${call!.name}`).toBeDefined();
        const wrapped = provider === 'store-api' ? envelope(data!) : shipmentEnvelope;
        const parsed = wrapped.safeParse(answer.body);
        expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
        if (provider === 'shipment-service') {
          const result = data!.safeParse((answer.body as { result: unknown }).result);
          expect(result.success, result.success ? '' : z.prettifyError(result.error)).toBe(true);
        }
      });
    }
  }

  it('has interactions to check', () => {
    expect(readPact(STORE_API)?.interactions.length ?? 0).toBeGreaterThan(0);
  });
});
