import { formatRupiah } from '../money/rupiah';
import type { ChoiceRefusal } from './checkout-state';
import type { CheckoutStep } from './checkout-step';
import type { PaymentMethod } from './payment-method';
import type { Requirement } from './step-requirements';

/**
 * The checkout's own words (document 1 gives none for these screens): what a
 * step still lacks, what a refused choice means, what changed in the totals,
 * and how prices and fees read.
 */

/** The step indicator: "Pengiriman · Pembayaran · Ringkasan" (success is not a step the shopper fills). */
export const CHECKOUT_STEP_LABELS: Readonly<Record<Exclude<CheckoutStep, 'success'>, string>> = {
  shipping: 'Pengiriman',
  payment: 'Pembayaran',
  review: 'Ringkasan',
};

const REQUIREMENT_TEXT: Readonly<Record<Requirement, string>> = {
  items: 'Belum ada produk yang dipilih dari keranjang',
  address: 'Pilih alamat pengiriman',
  'shipping-option': 'Pilih jasa pengiriman',
  'payment-method': 'Pilih metode pembayaran',
  tenor: 'Pilih tenor cicilan',
  summary: 'Tunggu ringkasan pesanan selesai dimuat',
  'placed-order': 'Pesanan belum dibuat',
};

export const requirementText = (requirement: Requirement): string => REQUIREMENT_TEXT[requirement];

/** A refused step or submit: "Lengkapi dulu:" and each thing missing, once. */
export const missingRequirementsText = (missing: readonly Requirement[]): string[] => [...new Set(missing)].map(requirementText);

export const MISSING_HEADING = 'Lengkapi dulu sebelum melanjutkan:';

const REFUSAL_TEXT: Readonly<Record<ChoiceRefusal, string>> = {
  'order-being-placed': 'Pesanan sedang dibuat. Mohon menunggu..',
  'order-already-placed': 'Pesanan ini sudah dibuat.',
  'address-first': 'Pilih alamat pengiriman terlebih dahulu',
  'tenor-required': 'Pilih tenor cicilan',
  'unknown-tenor': 'Tenor cicilan tidak tersedia untuk metode ini',
};

export const choiceRefusalText = (reason: ChoiceRefusal): string => REFUSAL_TEXT[reason];

/** A shipping price: "Gratis" when it costs nothing (document 1 §1: "free shipping with no minimum purchase"). */
export const shippingPriceText = (price: number): string => (price === 0 ? 'Gratis' : formatRupiah(price));

/** What a payment method adds to the bill. */
export const paymentFeeText = (fee: number): string => (fee > 0 ? `Biaya ${formatRupiah(fee)}` : 'Tanpa biaya');

/** The methods of uni/payment/list under their groups, in the list's order. */
export interface PaymentMethodGroup {
  readonly name: string;
  readonly methods: readonly PaymentMethod[];
}

export const paymentMethodGroups = (methods: readonly PaymentMethod[]): PaymentMethodGroup[] => {
  const groups = new Map<string, PaymentMethod[]>();
  for (const method of methods) {
    const group = groups.get(method.group);
    if (group) group.push(method);
    else groups.set(method.group, [method]);
  }
  return [...groups].map(([name, inGroup]) => ({ name, methods: inGroup }));
};
