import type { ProviderStates } from '../provider/provider-state';

/** Provider states the consultation interactions name. */
export const consultationStates: ProviderStates = {};
