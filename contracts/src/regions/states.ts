import type { ProviderStates } from '../provider/provider-state';

/** Provider states the regions interactions name. */
export const regionsStates: ProviderStates = {};
