import { formatRupiah } from '../money/rupiah';
import type { CheckoutSummary } from '../orders/checkout-summary';
import { shippingPriceText } from './checkout-texts';

/** What a row of the receipt stands for. */
export type ReceiptRowKind = 'goods' | 'shipping' | 'discount' | 'fee' | 'adjustment' | 'due';

export interface ReceiptRow {
  readonly kind: ReceiptRowKind;
  readonly label: string;
  /** Signed whole rupiah: what the row adds to the bill (a discount is negative); the due row holds the total. */
  readonly amount: number;
  /** As shown: "Rp3.500.000", "Gratis", "-Rp50.000". */
  readonly text: string;
  /** Only the last row, what is to be paid. */
  readonly emphasis: boolean;
}

/** The receipt's words, one per kind, so the 403 notice names an amount as the receipt does. */
export const RECEIPT_LABELS: Readonly<Record<ReceiptRowKind, string>> = {
  goods: 'Total belanja',
  shipping: 'Ongkos kirim',
  discount: 'Potongan',
  fee: 'Biaya pembayaran',
  adjustment: 'Penyesuaian',
  due: 'Total tagihan',
};

const signed = (amount: number): string => (amount < 0 ? `-${formatRupiah(-amount)}` : formatRupiah(amount));

const row = (kind: ReceiptRowKind, amount: number, text = signed(amount)): ReceiptRow => ({
  kind,
  label: RECEIPT_LABELS[kind],
  amount,
  text,
  emphasis: kind === 'due',
});

/**
 * The review's totals in the order a receipt reads: the goods ("Total
 * belanja"), shipping, the discount as a negative amount ("Potongan", only
 * when there is one), the payment's fee (only when there is one), and last,
 * emphasised, what is to be paid ("Total tagihan": the server's grand_total,
 * the amount the order is saved with).
 *
 * The rows always add up to the total, so a shopper who checks the sum finds
 * it: should the server's grand total differ from its own parts (a rounding
 * or a promotion it does not itemise), the difference is shown as
 * "Penyesuaian" rather than hidden, and the total stays the server's.
 * bill_total (the bill before the discount) is not a row: between the goods
 * and the total it only repeated a sum the shopper can see.
 */
export const receiptRows = (summary: CheckoutSummary): ReceiptRow[] => {
  const parts: ReceiptRow[] = [row('goods', summary.subtotal), row('shipping', summary.shippingCost, shippingPriceText(summary.shippingCost))];
  if (summary.discountAmount !== 0) parts.push(row('discount', -Math.abs(summary.discountAmount)));
  if (summary.fee !== 0) parts.push(row('fee', summary.fee));
  const counted = parts.reduce((sum, part) => sum + part.amount, 0);
  if (counted !== summary.grandTotal) parts.push(row('adjustment', summary.grandTotal - counted));
  return [...parts, row('due', summary.grandTotal)];
};

export const SUMMARY_REPLACED_FALLBACK = 'Ringkasan pesanan diperbarui. Periksa kembali sebelum membuat pesanan.';

/** The summary's amounts in receipt order, named as the receipt names them. */
const CHANGED_AMOUNTS: readonly { readonly key: keyof CheckoutSummary; readonly kind: ReceiptRowKind }[] = [
  { key: 'subtotal', kind: 'goods' },
  { key: 'shippingCost', kind: 'shipping' },
  { key: 'discountAmount', kind: 'discount' },
  { key: 'fee', kind: 'fee' },
  { key: 'grandTotal', kind: 'due' },
];

/**
 * What changed when the save answered 403 with new totals ("A save-transaction
 * answer with status code 403 makes the checkout summary be replaced by the
 * data returned", document 2 §4): one sentence per amount that moved, in the
 * receipt's words, e.g. "Total tagihan berubah dari Rp3.504.000 menjadi
 * Rp3.929.000". The server may replace a summary with equal amounts (the order
 * was checked again): then one sentence saying it was refreshed.
 */
export const summaryChangeTexts = (previous: CheckoutSummary | null, next: CheckoutSummary): string[] => {
  if (previous === null) return [SUMMARY_REPLACED_FALLBACK];
  const changes = CHANGED_AMOUNTS.filter(({ key }) => previous[key] !== next[key]).map(
    ({ key, kind }) => `${RECEIPT_LABELS[kind]} berubah dari ${formatRupiah(previous[key])} menjadi ${formatRupiah(next[key])}`,
  );
  return changes.length > 0 ? changes : [SUMMARY_REPLACED_FALLBACK];
};
