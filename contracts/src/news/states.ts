import type { ProviderStates } from '../provider/provider-state';

/** Provider states the news interactions name. */
export const newsStates: ProviderStates = {};
