import { createHash } from 'node:crypto';
import * as wire from '@more/adapters/wire';
import { type CallName, type CallRequest, envelope, refusal, requestByCall, shipmentEnvelopeHead, splitCallName, wireByCall } from '@more/adapters/wire';
import * as z from 'zod/mini';
import { callOf, calls, type Provider, type StoreCall } from '../catalogue-of-calls/calls';
import { SHIPMENT_SERVICE, STORE_API } from '../pact-setup';
import { type PactInteraction, readPact } from '../provider/pact-file';
import { type AdapterMethod, adapterMethodsByCall } from './adapter-methods';
import { type JsonSchema, jsonSchemaOf, toJsonSchemaOptions } from './json-schema';

/**
 * The OpenAPI 3.1 description of one provider, made from what the storefront
 * itself runs: the catalogue of calls (contracts/src/catalogue-of-calls), the
 * answer schemas the adapters parse with (wireByCall), the request schemas
 * their bodies are typed by (requestByCall), and the adapter method that
 * makes each call (its name is the operationId). Nothing here is written by
 * hand but the words around it; `npm run contracts:openapi` writes the files.
 */
export type OpenApiDocument = Record<string, unknown> & { readonly paths: Record<string, Record<string, Operation>> };
export type Operation = Record<string, unknown> & { readonly operationId: string };

const COMPONENTS = '#/components/schemas/';

interface ProviderFacts {
  readonly title: string;
  readonly description: string;
  readonly server: { readonly url: string; readonly description: string };
  /** The schema of a 2xx answer around the call's own `data` / `result`. */
  readonly answer: (data: z.ZodMiniType) => z.ZodMiniType;
  readonly refusal: z.ZodMiniType;
}

const providers: Record<Provider, ProviderFacts> = {
  'store-api': {
    title: 'MORE store API',
    description: [
      'Every call the MORE storefront makes to the store API (document 2 §7), with exactly what it sends and what it reads.',
      'Answers come in the envelope `{ success, message, data }`; a refusal is `{ success: false, message, errors? }`.',
      'Calls under `more/` need the customer\'s bearer token (document 2 §6).',
      'Generated from the adapters\' zod schemas by `npm run contracts:openapi`; proven against the pacts in `contracts/pacts/` and the mock API. The examples are the exchanges those pacts recorded.',
      'Fields an answer carries beyond those listed are ignored; a required field missing, or of another type, is an answer the storefront cannot read.',
    ].join('\n\n'),
    server: { url: '/api', description: 'The mock API that npm start serves beside the storefront' },
    answer: (data) => envelope(data),
    refusal,
  },
  'shipment-service': {
    title: 'MORE shipment service (as the storefront calls it)',
    description: [
      'The two calls the MORE storefront makes to the multichannel shipment service (document 2 §7), with the fixed embedded credential as a bearer token (document 2 §6).',
      'Answers come in the envelope `{ status, message, result }`; a refusal carries at least `message`, which the storefront shows.',
      'Generated from the adapters\' zod schemas by `npm run contracts:openapi`; proven against the pacts in `contracts/pacts/` and the mock API. The examples are the exchanges those pacts recorded.',
    ].join('\n\n'),
    server: { url: '/shipment', description: 'The mock shipment service that npm start serves beside the storefront' },
    answer: (result) => z.extend(shipmentEnvelopeHead, { result }),
    refusal: wire.shipmentRefusalWire,
  },
};

/**
 * Every exported wire schema, named after its export (`cartLineWire` →
 * `CartLine`). A schema exported under two names takes the first in
 * alphabetical order: a module namespace's own order differs between loaders.
 */
const namedSchemas = (): z.core.$ZodRegistry<{ id: string }> => {
  const registry = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(wire).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (value && typeof value === 'object' && '_zod' in value && !registry.has(value)) {
      registry.add(value, { id: name.replace(/Wire$/, '').replace(/^./, (first) => first.toUpperCase()) });
    }
  }
  return registry;
};

/** A schema with the named ones as references into the document's components. */
const referencing = (schema: z.ZodMiniType, registry: z.core.$ZodRegistry<{ id: string }>): JsonSchema => {
  const { $schema: _dialect, $defs: _defs, ...rest } = z.toJSONSchema(schema, { ...toJsonSchemaOptions, metadata: registry }) as JsonSchema;
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${COMPONENTS}`)) as JsonSchema;
};

/** The components the operations refer to, each once (the named schemas none refers to are left out). */
const componentsOf = (registry: z.core.$ZodRegistry<{ id: string }>, used: ReadonlySet<string>): Record<string, JsonSchema> => {
  const { schemas } = z.toJSONSchema(registry, { ...toJsonSchemaOptions, uri: (id) => `${COMPONENTS}${id}` }) as unknown as {
    schemas: Record<string, JsonSchema>;
  };
  const reached = new Set<string>();
  const reach = (id: string) => {
    if (reached.has(id) || !schemas[id]) return;
    reached.add(id);
    for (const match of JSON.stringify(schemas[id]).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) reach(match[1]!);
  };
  used.forEach(reach);
  return Object.fromEntries(
    [...reached].sort().map((id) => {
      const { $schema: _dialect, $id: _id, ...rest } = schemas[id]!;
      return [id, rest];
    }),
  );
};

/** `checkStock` → "Check stock". */
const sentenceOf = (method: string) =>
  method
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

/**
 * `CartApi_checkStock`: the adapter's class and method, joined by `_` so a
 * code generator can take it as a function's name. Two calls made by one
 * method (`socialLogin`: facebook, google) are told apart by their last fixed
 * path segment: `AuthApi_socialLogin_google`.
 */
const operationNames = (owned: readonly StoreCall[], methods: ReadonlyMap<CallName, AdapterMethod>) => {
  const byMethod = new Map<string, CallName[]>();
  for (const call of owned) {
    const { className, method } = methods.get(call.name)!;
    byMethod.set(`${className}_${method}`, [...(byMethod.get(`${className}_${method}`) ?? []), call.name]);
  }
  const names = new Map<CallName, { readonly operationId: string; readonly summary: string }>();
  for (const [id, calls_] of byMethod) {
    for (const name of calls_) {
      const { method } = methods.get(name)!;
      const last = splitCallName(name).template.split('/').filter((segment) => !segment.startsWith('{')).at(-1)!;
      const variant = calls_.length === 1 ? null : last.replace(/-(\w)/g, (_, next: string) => next.toUpperCase());
      names.set(name, {
        operationId: variant ? `${id}_${variant}` : id,
        summary: `${sentenceOf(method)}${variant ? ` (${variant})` : ''}`,
      });
    }
  }
  return names;
};

const parametersOf = (call: StoreCall, request: CallRequest): JsonSchema[] => {
  const { template } = splitCallName(call.name);
  const pathSchema = request.params ? (jsonSchemaOf(request.params).properties as Record<string, JsonSchema>) : {};
  const path = [...template.matchAll(/\{(\w+)\??\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: pathSchema[name!] ?? { type: 'string', minLength: 1 },
  }));
  if (!request.query) return path;
  const query = jsonSchemaOf(request.query);
  const required = new Set((query.required as string[] | undefined) ?? []);
  const query_ = Object.entries(query.properties as Record<string, JsonSchema>).map(([name, schema]) => {
    const list = schema.type === 'array';
    return {
      // Lists travel as repeated `key[]` entries (adapters' search-params.ts).
      name: list ? `${name}[]` : name,
      in: 'query',
      required: required.has(name),
      ...(list ? { style: 'form', explode: true } : {}),
      schema,
    };
  });
  return [...path, ...query_];
};

const requestBodyOf = (request: CallRequest, registry: z.core.$ZodRegistry<{ id: string }>, recorded: readonly PactInteraction[]): JsonSchema | null => {
  if (request.json) {
    // A request refused with 422 breaks a rule on purpose: not an example to follow.
    const sent = recorded.filter((interaction) => interaction.response.status !== 422 && interaction.request.body);
    const examples = examplesOf(sent.map((interaction) => [interaction.description, interaction.request.body!.content]));
    return { required: true, content: { 'application/json': { schema: referencing(request.json, registry), ...(examples ? { examples } : {}) } } };
  }
  if (request.form) {
    return { required: true, content: { 'multipart/form-data': { schema: referencing(request.form, registry) } } };
  }
  return null;
};

/**
 * The pacts' exchanges of this call as named examples: real data of the mock's
 * seed, each under the interaction's description (Swagger UI offers them in a
 * list). Absent when the pacts hold none.
 */
const examplesOf = (recorded: readonly (readonly [string, unknown])[]): Record<string, { summary: string; value: unknown }> | null => {
  if (recorded.length === 0) return null;
  const examples: Record<string, { summary: string; value: unknown }> = {};
  for (const [description, value] of recorded) {
    const base = description.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
    let key = base;
    for (let n = 2; key in examples; n++) key = `${base}-${n}`;
    examples[key] = { summary: description, value };
  }
  return examples;
};

/** The refusals every call may meet, described once (document 2 §8) and referred to by each operation. */
const refusalResponses = (facts: ProviderFacts, registry: z.core.$ZodRegistry<{ id: string }>) => {
  const content = { 'application/json': { schema: referencing(facts.refusal, registry) } };
  return {
    Unauthorized: {
      description: 'No valid token: the storefront logs the shopper out locally, returns to the home page and says the session has ended (document 2 §8).',
      content,
    },
    WrongCredentials: { description: 'Wrong email or password: the storefront shows `message`.', content },
    NotFound: { description: 'Nothing answers to this path or id: the storefront shows its 404 page, or says the thing is gone (document 2 §8).', content },
    Invalid: {
      description: 'The request breaks a rule: `message` for the shopper and, for fields, `errors` (field → messages), shown under each field.',
      content,
    },
    TooMany: {
      description:
        'Held back: too many wrong passwords or codes, a code asked for again inside the resend countdown, or too many accounts from one client. `message` says how long to wait, which the storefront shows; for a code it also counts `Retry-After` down before offering another.',
      headers: { 'Retry-After': { description: 'Seconds until the request may be made again.', schema: { type: 'integer', minimum: 0 } } },
      content,
    },
  };
};

/** The calls a real API limits against guessing and abuse (the mock's handlers/limits.ts): they may answer 429. */
const LIMITED_CALLS: ReadonlySet<string> = new Set([
  'POST auth/login',
  'POST auth/register',
  'POST mail/otp',
  'POST mail/otp/{code}',
  'POST message/wa/otp',
  'POST message/wa/otp/{code}',
]);

const responseRef = (name: keyof ReturnType<typeof refusalResponses>) => ({ $ref: `#/components/responses/${name}` });

/** The answer the storefront reads, and the refusals it handles for this call. */
const responsesOf = (
  call: StoreCall,
  request: CallRequest,
  facts: ProviderFacts,
  registry: z.core.$ZodRegistry<{ id: string }>,
  recorded: readonly PactInteraction[],
) => {
  const answer = wireByCall[call.name]!;
  const examples = examplesOf(recorded.filter((interaction) => interaction.response.status === 200).map((interaction) => [interaction.description, interaction.response.body?.content ?? null]));
  const responses: Record<string, unknown> = {
    200: {
      description: 'The answer the storefront reads.',
      content: { 'application/json': { schema: referencing(facts.answer(answer), registry), ...(examples ? { examples } : {}) } },
    },
  };
  if (call.needsToken) responses[401] = responseRef('Unauthorized');
  if (call.name === 'POST auth/login') responses[401] = responseRef('WrongCredentials');
  if (call.name === 'POST more/transaction/order') {
    responses[403] = {
      description:
        'The order was not placed: prices, stock or a promotion changed since the summary. `data` is the new summary, which the storefront shows for the shopper to confirm.',
      content: {
        'application/json': {
          schema: referencing(z.object({ success: z.literal(false), message: z.string(), data: wire.checkoutSummaryWire }), registry),
        },
      },
    };
  }
  responses[404] = responseRef('NotFound');
  if (request.query || request.json || request.form) responses[422] = responseRef('Invalid');
  if (LIMITED_CALLS.has(call.name)) responses[429] = responseRef('TooMany');
  return responses;
};

/** The pact's interactions of each call of `provider`. */
const recordedByCall = (provider: Provider): Map<CallName, PactInteraction[]> => {
  const recorded = new Map<CallName, PactInteraction[]>();
  for (const interaction of readPact(provider === 'store-api' ? STORE_API : SHIPMENT_SERVICE)?.interactions ?? []) {
    const call = callOf(interaction.request.method, interaction.request.path, provider);
    if (call) recorded.set(call.name, [...(recorded.get(call.name) ?? []), interaction]);
  }
  return recorded;
};

export const openApiDocument = (provider: Provider): OpenApiDocument => {
  const facts = providers[provider];
  const owned = calls.filter((call) => call.provider === provider);
  const methods = adapterMethodsByCall();
  const names = operationNames(owned, methods);
  const registry = namedSchemas();
  const recorded = recordedByCall(provider);
  const paths: Record<string, Record<string, Operation>> = {};
  const tags: string[] = [];
  for (const call of owned) {
    const { method, template } = splitCallName(call.name);
    const adapter = methods.get(call.name)!;
    const tag = adapter.file.split('/')[3]!;
    if (!tags.includes(tag)) tags.push(tag);
    const request = requestByCall[call.name] ?? {};
    const exchanges = recorded.get(call.name) ?? [];
    const body = requestBodyOf(request, registry, exchanges);
    const parameters = parametersOf(call, request);
    const { operationId, summary } = names.get(call.name)!;
    const route = `/${template.replace(/\{(\w+)\?\}/g, '{$1}')}`;
    paths[route] ??= {};
    paths[route][method.toLowerCase()] = {
      operationId,
      summary,
      description: [adapter.doc, `Made by \`${adapter.className}.${adapter.method}\` in \`${adapter.file}\`.`].filter(Boolean).join('\n\n'),
      tags: [tag],
      ...(call.needsToken ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responsesOf(call, request, facts, registry, exchanges),
    };
  }
  const pathsText = JSON.stringify(paths);
  const responses = Object.fromEntries(Object.entries(refusalResponses(facts, registry)).filter(([name]) => pathsText.includes(`"#/components/responses/${name}"`)));
  const used = new Set([...JSON.stringify({ paths, responses }).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!));
  const components = {
    schemas: componentsOf(registry, used),
    responses,
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: provider === 'store-api' ? 'The access token of `POST auth/login` (or register, or social login).' : 'The service\'s fixed embedded credential.',
      },
    },
  };
  const version = createHash('sha256').update(JSON.stringify({ paths, components })).digest('hex').slice(0, 12);
  return {
    openapi: '3.1.0',
    info: { title: facts.title, version, description: facts.description },
    servers: [facts.server],
    tags: tags.map((name) => ({ name })),
    paths,
    components,
  };
};
