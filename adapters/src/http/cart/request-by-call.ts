import type { RequestByCall } from '../request-registry';
import { cartWire } from './cart.wire';
import {
  cartActionBodyWire,
  cartStockCheckBodyWire,
  checkAllBodyWire,
  checkLocationBodyWire,
  checkProductBodyWire,
  itemsStockCheckBodyWire,
  pixelEventBodyWire,
} from './cart-request.wire';

/** What each cart call sends, for the OpenAPI document and its proof against the pacts. */
export const cartRequestByCall: RequestByCall = {
  'POST more/transaction/cart': { json: cartWire },
  'POST more/transaction/cart/check-stock': { json: cartStockCheckBodyWire },
  'POST more/transaction/cart/multiple-check-stock': { json: itemsStockCheckBodyWire },
  'POST more/transaction/cart/check-product': { json: checkProductBodyWire },
  'POST more/transaction/cart/check-product-all': { json: checkAllBodyWire },
  'POST more/transaction/cart/pixel': { json: pixelEventBodyWire },
  'POST more/transaction/cart/action': { json: cartActionBodyWire },
  'POST more/transaction/cart/check-location': { json: checkLocationBodyWire },
};
