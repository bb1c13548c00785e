/**
 * `npm run contracts:verify -- --provider-base-url <url> [--state-setup-url <url>] [--token <token>]`
 *
 * Verifies a deployment of the real store API (or, with --provider
 * more-shipment-service, of the shipment service) against the committed pact
 * files. See contracts/README.md.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Verifier } from '@pact-foundation/pact';
import { DEMO_TOKEN, pactFile, SHIPMENT_SERVICE, SHIPMENT_TOKEN, STORE_API } from '../src/pact-setup';

const usage = `Usage: npm run contracts:verify -- --provider-base-url <url> [options]

  --provider-base-url <url>   where the provider answers, e.g. https://api.example.com/ (required)
  --provider <name>           ${STORE_API} (default) or ${SHIPMENT_SERVICE}
  --state-setup-url <url>     your endpoint that sets up provider states (POST {state, params, action})
  --token <token>             the demo customer's bearer token on your deployment, for a state endpoint
                              that does not answer { "accessToken": ... } (replaces the pacts' example);
                              with --provider ${SHIPMENT_SERVICE}: the service's credential
  --publish                   publish the results to the Pact Broker (needs PACT_BROKER_BASE_URL,
                              PACT_BROKER_TOKEN and --provider-version)
  --provider-version <v>      the version of your deployment (a git sha)
  --log-level <level>         error | warn | info | debug (default warn)`;

const { values } = parseArgs({
  options: {
    'provider-base-url': { type: 'string' },
    provider: { type: 'string', default: STORE_API },
    'state-setup-url': { type: 'string' },
    token: { type: 'string' },
    publish: { type: 'boolean', default: false },
    'provider-version': { type: 'string' },
    'log-level': { type: 'string', default: 'warn' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values['provider-base-url']) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
const provider = values.provider;
if (provider !== STORE_API && provider !== SHIPMENT_SERVICE) {
  console.error(`--provider must be ${STORE_API} or ${SHIPMENT_SERVICE}, not "${provider}"`);
  process.exit(2);
}
if (values.publish && (!values['provider-version'] || !process.env.PACT_BROKER_BASE_URL)) {
  console.error('--publish needs --provider-version and PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN)');
  process.exit(2);
}

process.env.PACT_DO_NOT_TRACK = 'true';
const file = pactFile(provider);
const interactions = (JSON.parse(readFileSync(file, 'utf8')) as { interactions: unknown[] }).interactions.length;
const token = values.token;
// A customer's token comes from the state that logged them in: the state endpoint answers
// { "accessToken": "..." } and the verifier puts it in the request. A deployment whose endpoint
// answers none gets the pacts' example token; --token stands in for the demo customer's
// (for the shipment service: for its embedded credential).
// (Pact types this as an express handler; express's types are not installed, so it is written out.)
const exampleToken = provider === SHIPMENT_SERVICE ? SHIPMENT_TOKEN : DEMO_TOKEN;
const replaceToken = (request: { headers: Record<string, unknown> }, _response: unknown, next: () => void) => {
  if (token && request.headers.authorization === `Bearer ${exampleToken}`) request.headers.authorization = `Bearer ${token}`;
  next();
};

try {
  await new Verifier({
    provider,
    providerBaseUrl: values['provider-base-url'],
    pactUrls: [file],
    ...(values['state-setup-url'] ? { providerStatesSetupUrl: values['state-setup-url'] } : {}),
    ...(token ? { requestFilter: replaceToken } : {}),
    ...(values.publish
      ? {
          publishVerificationResult: true,
          providerVersion: values['provider-version']!,
          pactBrokerUrl: process.env.PACT_BROKER_BASE_URL!,
          ...(process.env.PACT_BROKER_TOKEN ? { pactBrokerToken: process.env.PACT_BROKER_TOKEN } : {}),
        }
      : {}),
    logLevel: values['log-level'] as 'error' | 'warn' | 'info' | 'debug',
  }).verifyProvider();
  console.log(`\n✓ ${provider}: all ${interactions} interactions verified against ${values['provider-base-url']}`);
} catch (error) {
  console.error(`\n✗ ${provider}: verification failed against ${values['provider-base-url']}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
