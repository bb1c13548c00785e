import type { ProviderStates } from '../provider/provider-state';

/** Provider states the flash-sale interactions name. */
export const flashSaleStates: ProviderStates = {};
