import type { WireByCall } from '../wire-registry';

/** The `data` schema of each address-book call's answer, for the conformance test of the mock. */
export const addressBookWireByCall: WireByCall = {};
