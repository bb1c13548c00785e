import type { WireByCall } from '../wire-registry';

/** The `data` schema of each checkout call's answer, for the conformance test of the mock. */
export const checkoutWireByCall: WireByCall = {};
