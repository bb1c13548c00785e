import type { WireByCall } from '../wire-registry';
import {
  appliedVoucherWire,
  checkoutSummaryWire,
  paymentGroupListWire,
  paymentMethodListWire,
  placedOrderWire,
  shippingOptionListWire,
  voucherListWire,
  voucherProductsWire,
} from './checkout.wire';

/** The `data` schema of each checkout call's answer, for the conformance test of the mock. */
export const checkoutWireByCall: WireByCall = {
  'POST more/transaction/cart/set-voucher': appliedVoucherWire,
  'GET more/voucher': voucherListWire,
  'GET uni/payment': paymentGroupListWire,
  'GET uni/payment/list': paymentMethodListWire,
  'GET uni/shipping-price': shippingOptionListWire,
  'GET uni/product/voucher/{id}': voucherProductsWire,
  'POST more/transaction/order/pre-checkout-summary': checkoutSummaryWire,
  'POST more/transaction/order': placedOrderWire,
};
