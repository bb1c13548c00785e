import type { ProviderStates } from '../provider/provider-state';

/** Provider states the promotions interactions name. */
export const promotionsStates: ProviderStates = {};
