import type { ProviderStates } from '../provider/provider-state';

/** Provider states the session interactions name. */
export const sessionStates: ProviderStates = {};
