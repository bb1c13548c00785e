import type { WireByCall } from '../wire-registry';

/** The `data` schema of each cart call's answer, for the conformance test of the mock. */
export const cartWireByCall: WireByCall = {};
