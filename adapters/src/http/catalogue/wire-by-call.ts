import type { WireByCall } from '../wire-registry';
import { productListWire } from './product.wire';

/** The `data` schema of each catalogue call's answer, for the conformance test of the mock. */
export const catalogueWireByCall: WireByCall = {
  'GET uni/product': productListWire,
};
