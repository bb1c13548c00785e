import type { ProviderStates } from '../provider/provider-state';

/** Provider states the inspiration interactions name. */
export const inspirationStates: ProviderStates = {};
