import type { CheckoutItem, ShippingOption } from './checkout-order';
import type { CheckoutSummary } from '../orders/checkout-summary';
import type { PaymentMethod } from './payment-method';
import type { Voucher } from './voucher';

/** Builders for the checkout's entities: plain values that tests override where they matter. */
export const aCheckoutItem = (overrides: Partial<CheckoutItem> = {}): CheckoutItem => ({
  variantId: 101,
  quantity: 1,
  comboId: null,
  ...overrides,
});

export const aShippingOption = (overrides: Partial<ShippingOption> = {}): ShippingOption => ({
  code: 'more-reguler',
  courier: 'MORE Kurir',
  service: 'Reguler',
  price: 0,
  estimate: '3-5 hari',
  ...overrides,
});

export const aBankTransfer = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  code: 'bca-va',
  name: 'BCA Virtual Account',
  group: 'Transfer Bank',
  imageUrl: null,
  fee: 4000,
  tenors: [],
  ...overrides,
});

export const aCreditCardInstalment = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  code: 'cc-cicilan',
  name: 'Cicilan Kartu Kredit',
  group: 'Kartu Kredit',
  imageUrl: null,
  fee: 0,
  tenors: [
    { months: 3, fee: 45000 },
    { months: 6, fee: 90000 },
    { months: 12, fee: 180000 },
  ],
  ...overrides,
});

export const aCheckoutSummary = (overrides: Partial<CheckoutSummary> = {}): CheckoutSummary => ({
  subtotal: 3500000,
  shippingCost: 0,
  fee: 4000,
  discountAmount: 0,
  billTotal: 3504000,
  grandTotal: 3504000,
  ...overrides,
});

export const aVoucher = (overrides: Partial<Voucher> = {}): Voucher => ({
  id: 1,
  code: 'HEMAT50',
  title: 'Hemat Rp50.000',
  description: 'Tanpa minimum belanja',
  minimumSpend: 0,
  endsAt: Date.UTC(2026, 11, 31, 16, 59),
  ...overrides,
});
