import type { ProviderStates } from '../provider/provider-state';

/** Provider states the account interactions name. */
export const accountStates: ProviderStates = {};
