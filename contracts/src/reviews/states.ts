import type { ProviderStates } from '../provider/provider-state';

/** Provider states the reviews interactions name. */
export const reviewsStates: ProviderStates = {};
