import type { WireByCall } from '../wire-registry';
import { inspirationDetailWire, inspirationListWire, inspirationProductsWire, inspirationRoomListWire } from './inspiration.wire';

/** The `data` schema of each inspiration call's answer, for the conformance test of the mock. */
export const inspirationWireByCall: WireByCall = {
  'GET uni/inspiration/room': inspirationRoomListWire,
  'GET uni/inspiration': inspirationListWire,
  'GET uni/inspiration/{id}': inspirationDetailWire,
  'GET uni/product/inspiration/{id}': inspirationProductsWire,
};
