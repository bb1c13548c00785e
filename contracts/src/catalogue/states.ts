import type { ProviderStates } from '../provider/provider-state';

/** Provider states the catalogue interactions name. */
export const catalogueStates: ProviderStates = {
  // The seed has 320 products; nothing to add.
  'the catalogue has products': () => {},
};
