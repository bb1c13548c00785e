import type { WireByCall } from '../wire-registry';

/** The `data` schema of each shipment call's answer, for the conformance test of the mock. */
export const shipmentWireByCall: WireByCall = {};
