import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createMockApi, signIn } from '@more/mock-server';
import { DEMO_TOKEN } from '../pact-setup';
import { type RunningStoreServer, startStoreServer } from '@more/mock-server/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateHandlersFor } from './provider-states';

const repository = fileURLToPath(new URL('../../..', import.meta.url));

const runVerify = (args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'contracts/scripts/verify.ts', ...args], {
      cwd: repository,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });

/**
 * A deployment as a backend team has it: the API on one address and a
 * state-setup endpoint on another, which Pact POSTs `{ state, params, action }` to.
 */
describe('npm run contracts:verify (for backend teams)', () => {
  /**
   * Swaps the session's example token for one only this deployment knows, and
   * answers that. The demo customer keeps the example token: the push-device
   * interaction also carries it in a multipart field, where Pact cannot inject
   * (contracts/README.md asks a deployment to issue it for that state).
   */
  const deploymentTokens = async (values: Readonly<Record<string, string>>) => {
    const example = values.accessToken;
    if (!example || example === DEMO_TOKEN) return values;
    const session = api.mockApi.db.sessions.findFirst((q) => q.where({ token: example }));
    if (!session) return values;
    const issued = `deployment-${example}`;
    api.mockApi.db.sessions.deleteMany((q) => q.where({ token: example }));
    await signIn(api.mockApi.db, session.customerId, issued, session.createdAt);
    return { ...values, accessToken: issued };
  };

  let api: RunningStoreServer;
  let stateSetup: Server;
  let stateUrl: string;
  const statesSeen: string[] = [];

  beforeAll(async () => {
    api = await startStoreServer({ port: 0, mockApi: await createMockApi(), shortcuts: true });
    const handlers = stateHandlersFor(api.mockApi);
    stateSetup = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { state, params, action } = JSON.parse(body) as { state: string; params?: unknown; action: string };
        statesSeen.push(`${action}: ${state}`);
        const handler = handlers[state];
        if (!handler) {
          response.writeHead(400).end(`unknown state ${state}`);
          return;
        }
        // The values a state answers go back to the verifier. Like a real deployment, this one
        // issues tokens of its own: the example token the pact carries is not valid here.
        (action === 'setup' ? handler(params).then((values) => values && deploymentTokens(values)) : Promise.resolve(undefined)).then(
          (values) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(values ?? {})),
          (error: unknown) => response.writeHead(500).end(String(error)),
        );
      });
    });
    await new Promise<void>((resolve) => stateSetup.listen(0, '127.0.0.1', resolve));
    stateUrl = `http://127.0.0.1:${(stateSetup.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => stateSetup.close(resolve));
  });

  it('verifies a running deployment against the committed pact, setting up each state through its endpoint', async () => {
    const { code, output } = await runVerify(['--provider-base-url', `${api.url}/api`, '--state-setup-url', stateUrl]);
    expect(output).toMatch(/✓ more-store-api: all \d+ interactions verified/);
    expect(code).toBe(0);
    expect(statesSeen).toContain('setup: the catalogue has products');
  });

  it('fails, saying so, when the deployment does not answer as the pact says', async () => {
    // The API's paths moved: every interaction meets a 404.
    const { code, output } = await runVerify(['--provider-base-url', `${api.url}/api/v0`, '--state-setup-url', stateUrl]);
    expect(code).toBe(1);
    expect(output).toContain('✗ more-store-api: verification failed');
  });

  it('explains its options when the base URL is missing', async () => {
    const { code, output } = await runVerify([]);
    expect(code).toBe(2);
    expect(output).toContain('--provider-base-url <url>');
  });
});
