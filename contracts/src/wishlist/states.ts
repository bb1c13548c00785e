import type { ProviderStates } from '../provider/provider-state';

/** Provider states the wishlist interactions name. */
export const wishlistStates: ProviderStates = {};
