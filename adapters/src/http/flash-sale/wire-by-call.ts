import type { WireByCall } from '../wire-registry';
import { flashSaleGroupListWire, flashSaleProductListWire } from './flash-sale.wire';

/** The `data` schema of each flash-sale call's answer, for the conformance test of the mock. */
export const flashSaleWireByCall: WireByCall = {
  'POST uni/product/flashsale': flashSaleGroupListWire,
  'GET more/promotion/flashsale': flashSaleProductListWire,
  'GET more/promotion/flashsale-group': flashSaleGroupListWire,
};
