import type { WireByCall } from '../wire-registry';
import { noDataWire } from './no-data.wire';
import { signedInWire } from './user.wire';

/** The `data` schema of each session call's answer, for the conformance test of the mock. */
export const sessionWireByCall: WireByCall = {
  'POST auth/login': signedInWire,
  'POST auth/register': signedInWire,
  'POST auth/facebook': signedInWire,
  'POST auth/google': signedInWire,
  'POST auth/logout': noDataWire,
};
