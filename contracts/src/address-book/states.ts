import type { ProviderStates } from '../provider/provider-state';

/** Provider states the address-book interactions name. */
export const addressBookStates: ProviderStates = {};
