import type { ProviderStates } from '../provider/provider-state';

/** Provider states the chat interactions name. */
export const chatStates: ProviderStates = {};
