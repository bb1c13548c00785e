import type { WireByCall } from '../wire-registry';
import { setLocationWire } from './location.wire';

/** The `data` schema of each location call's answer, for the conformance test of the mock. */
export const locationWireByCall: WireByCall = {
  'POST more/user/set-location': setLocationWire,
};
