import type { WireByCall } from '../wire-registry';
import { cartActionWire, cartWire, deliveryCheckWire, pixelEventWire, stockCheckWire } from './cart.wire';

/** The `data` schema of each cart call's answer, for the conformance test of the mock. */
export const cartWireByCall: WireByCall = {
  'GET more/transaction/cart': cartWire,
  'POST more/transaction/cart': cartWire,
  'POST more/transaction/cart/check-stock': stockCheckWire,
  'POST more/transaction/cart/multiple-check-stock': stockCheckWire,
  'POST more/transaction/cart/check-product': cartWire,
  'POST more/transaction/cart/check-product-all': cartWire,
  'POST more/transaction/cart/pixel': pixelEventWire,
  'POST more/transaction/cart/action': cartActionWire,
  'POST more/transaction/cart/check-location': deliveryCheckWire,
};
