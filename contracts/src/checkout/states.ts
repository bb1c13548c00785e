import type { ProviderStates } from '../provider/provider-state';

/** Provider states the checkout interactions name. */
export const checkoutStates: ProviderStates = {};
