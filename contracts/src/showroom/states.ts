import type { ProviderStates } from '../provider/provider-state';

/** Provider states the showroom interactions name. */
export const showroomStates: ProviderStates = {};
