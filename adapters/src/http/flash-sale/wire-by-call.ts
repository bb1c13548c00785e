import type { WireByCall } from '../wire-registry';

/** The `data` schema of each flash-sale call's answer, for the conformance test of the mock. */
export const flashSaleWireByCall: WireByCall = {};
