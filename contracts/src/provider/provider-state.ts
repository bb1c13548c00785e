import type { MockApi } from '@more/mock-server';

/**
 * Sets up one provider state on the mock API. `params` are the state's
 * parameters from the pact (e.g. `{ slug: 'sofa-aruna-3-seater' }`).
 */
export type ProviderStateSetup = (api: MockApi, params: Readonly<Record<string, unknown>>) => Promise<void> | void;

/** Provider states by the name the pacts give them. */
export type ProviderStates = Readonly<Record<string, ProviderStateSetup>>;
