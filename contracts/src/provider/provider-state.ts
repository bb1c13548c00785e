import type { MockApi } from '@more/mock-server';

/**
 * Values a state hands back to the verifier, which injects them into the
 * request (`fromProviderState`): a state that logs a customer in answers the
 * customer's `accessToken`.
 */
export type ProviderStateValues = Readonly<Record<string, string>>;

/**
 * Sets up one provider state on the mock API. `params` are the state's
 * parameters from the pact (e.g. `{ slug: 'sofa-aruna-3-seater' }`).
 */
export type ProviderStateSetup = (
  api: MockApi,
  params: Readonly<Record<string, unknown>>,
) => Promise<ProviderStateValues | void> | ProviderStateValues | void;

/** Provider states by the name the pacts give them. */
export type ProviderStates = Readonly<Record<string, ProviderStateSetup>>;
