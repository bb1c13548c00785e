import type { ProviderStates } from '../provider/provider-state';

/** Provider states the location interactions name. */
export const locationStates: ProviderStates = {};
