import type { ProviderStates } from '../provider/provider-state';

/** Provider states the orders interactions name. */
export const ordersStates: ProviderStates = {};
