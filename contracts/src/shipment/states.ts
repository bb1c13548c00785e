import type { ProviderStates } from '../provider/provider-state';

/** Provider states the shipment interactions name. */
export const shipmentStates: ProviderStates = {};
