import type { ProviderStates } from '../provider/provider-state';

/** Provider states the notifications interactions name. */
export const notificationsStates: ProviderStates = {};
