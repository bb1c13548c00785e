import type {
  AppliedVoucher,
  CheckoutOrder,
  CheckoutSummary,
  PaymentGroup,
  PaymentMethod,
  ShippingOption,
  Voucher,
} from '@more/core';
import type {
  AppliedVoucherWire,
  CheckoutOrderBodyWire,
  CheckoutSummaryWire,
  PaymentGroupWire,
  PaymentMethodWire,
  ShippingOptionWire,
  VoucherWire,
} from './checkout.wire';

/** What the checkout has chosen, as the summary and the order send it. */
export const toCheckoutOrderBody = (order: CheckoutOrder): CheckoutOrderBodyWire => ({
  items: order.items.map((item) => ({ uni_product_variants_id: item.variantId, id_combo: item.comboId, quantity: item.quantity })),
  address_id: order.shipping.addressId,
  shipping_code: order.shipping.option?.code ?? null,
  payment_code: order.payment?.methodCode ?? null,
  tenor: order.payment?.tenor ?? null,
  dropshipper_id: order.dropship?.dropshipperId ?? null,
  note: order.note,
  voucher_code: order.voucherCode,
});

export const toCheckoutSummary = (wire: CheckoutSummaryWire): CheckoutSummary => ({
  subtotal: wire.subtotal,
  shippingCost: wire.shipping_cost,
  fee: wire.fee,
  discountAmount: wire.discount_amount,
  billTotal: wire.bill_total,
  grandTotal: wire.grand_total,
});

export const toAppliedVoucher = (wire: AppliedVoucherWire): AppliedVoucher => ({
  code: wire.code,
  discount: wire.potongan,
  grandTotalAfterDiscount: wire.grandTotalDiskon,
});

export const toVoucher = (wire: VoucherWire): Voucher => ({
  id: wire.id,
  code: wire.code,
  title: wire.title,
  description: wire.description,
  minimumSpend: wire.min_purchase,
  endsAt: Date.parse(wire.expired_at),
});

export const toPaymentMethod = (wire: PaymentMethodWire): PaymentMethod => ({
  code: wire.code,
  name: wire.name,
  group: wire.group_name,
  imageUrl: wire.image_url ?? null,
  fee: wire.fee,
  tenors: wire.tenors.map((tenor) => ({ months: tenor.months, fee: tenor.fee })),
});

export const toPaymentGroup = (wire: PaymentGroupWire): PaymentGroup => ({
  code: wire.code,
  name: wire.name,
  description: wire.description,
  imageUrl: wire.image_url ?? null,
});

export const toShippingOption = (wire: ShippingOptionWire): ShippingOption => ({
  code: wire.code,
  courier: wire.courier,
  service: wire.service,
  price: wire.price,
  estimate: wire.estimate ?? null,
});
