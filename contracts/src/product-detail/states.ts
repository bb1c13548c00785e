import type { ProviderStates } from '../provider/provider-state';

/** Provider states the product-detail interactions name. */
export const productDetailStates: ProviderStates = {};
