import type { ProviderStates } from '../provider/provider-state';

/** Provider states the giveaways interactions name. */
export const giveawaysStates: ProviderStates = {};
