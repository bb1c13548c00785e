import type { WireByCall } from '../wire-registry';
import { bundleComponentListWire, productDetailWire, productHistoryWire } from './product-detail.wire';

/** The `data` schema of each product-detail call's answer, for the conformance test of the mock. */
export const productDetailWireByCall: WireByCall = {
  'GET uni/product/{slug}': productDetailWire,
  'GET uni/product/bundle/{id}': bundleComponentListWire,
  'POST more/user/sync/product': productHistoryWire,
};
