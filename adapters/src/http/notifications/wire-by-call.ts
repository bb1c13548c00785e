import type { WireByCall } from '../wire-registry';

/** The `data` schema of each notifications call's answer, for the conformance test of the mock. */
export const notificationsWireByCall: WireByCall = {};
