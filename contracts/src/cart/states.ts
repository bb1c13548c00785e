import type { ProviderStates } from '../provider/provider-state';

/** Provider states the cart interactions name. */
export const cartStates: ProviderStates = {};
