import { idParamsWire, pagingQueryWire } from '../request-fields';
import type { RequestByCall } from '../request-registry';
import { checkoutOrderBodyWire } from './checkout.wire';
import { setVoucherFormWire, shippingPriceQueryWire, voucherListQueryWire } from './checkout-request.wire';

/** What each checkout call sends, for the OpenAPI document and its proof against the pacts. */
export const checkoutRequestByCall: RequestByCall = {
  'POST more/transaction/order/pre-checkout-summary': { json: checkoutOrderBodyWire },
  'POST more/transaction/order': { json: checkoutOrderBodyWire },
  'POST more/transaction/cart/set-voucher': { form: setVoucherFormWire },
  'GET more/voucher': { query: voucherListQueryWire },
  'GET uni/shipping-price': { query: shippingPriceQueryWire },
  'GET uni/product/voucher/{id}': { params: idParamsWire, query: pagingQueryWire },
};
