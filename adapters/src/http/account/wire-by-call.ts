import type { WireByCall } from '../wire-registry';

/** The `data` schema of each account call's answer, for the conformance test of the mock. */
export const accountWireByCall: WireByCall = {};
