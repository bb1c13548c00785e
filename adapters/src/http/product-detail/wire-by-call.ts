import type { WireByCall } from '../wire-registry';

/** The `data` schema of each product-detail call's answer, for the conformance test of the mock. */
export const productDetailWireByCall: WireByCall = {};
