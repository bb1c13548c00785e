import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ReceiptRowKind, SUMMARY_REPLACED_FALLBACK, receiptRows, summaryChangeTexts } from './checkout-receipt';
import type { CheckoutSummary } from '../orders/checkout-summary';
import { aCheckoutSummary } from './checkout.fixture';

const rupiah = fc.integer({ min: 0, max: 500_000_000 });

/** A summary as the server counts it: grand_total = bill_total − discount, bill_total = goods + shipping + fee. */
const consistentSummary = fc.record({ subtotal: rupiah, shippingCost: rupiah, fee: rupiah, discount: rupiah }).map(
  ({ subtotal, shippingCost, fee, discount }): CheckoutSummary => {
    const discountAmount = Math.min(discount, subtotal);
    const billTotal = subtotal + shippingCost + fee;
    return { subtotal, shippingCost, fee, discountAmount, billTotal, grandTotal: billTotal - discountAmount };
  },
);

/** Any amounts at all, the grand total included: what a server with its own sums might send. */
const anySummary = fc.record({ subtotal: rupiah, shippingCost: rupiah, fee: rupiah, discountAmount: rupiah, billTotal: rupiah, grandTotal: rupiah });

/** The order a receipt reads in. */
const RECEIPT_ORDER: readonly ReceiptRowKind[] = ['goods', 'shipping', 'discount', 'fee', 'adjustment', 'due'];

describe('the review\'s receipt', () => {
  it('reads as a receipt: Total belanja, Ongkos kirim, Potongan (negative), Biaya pembayaran, then Total tagihan, emphasised', () => {
    const rows = receiptRows(aCheckoutSummary({ subtotal: 3_500_000, shippingCost: 150_000, fee: 4_000, discountAmount: 50_000, billTotal: 3_654_000, grandTotal: 3_604_000 }));
    expect(rows.map((row) => [row.label, row.text, row.emphasis])).toEqual([
      ['Total belanja', 'Rp3.500.000', false],
      ['Ongkos kirim', 'Rp150.000', false],
      ['Potongan', '-Rp50.000', false],
      ['Biaya pembayaran', 'Rp4.000', false],
      ['Total tagihan', 'Rp3.604.000', true],
    ]);
  });

  it('leaves out a discount and a fee of nothing; free shipping reads "Gratis"', () => {
    const rows = receiptRows(aCheckoutSummary({ subtotal: 900_000, shippingCost: 0, fee: 0, discountAmount: 0, billTotal: 900_000, grandTotal: 900_000 }));
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ['Total belanja', 'Rp900.000'],
      ['Ongkos kirim', 'Gratis'],
      ['Total tagihan', 'Rp900.000'],
    ]);
  });

  it('total tagihan = belanja + ongkir − potongan + biaya, for every summary the server counts, with no other row', () => {
    fc.assert(
      fc.property(consistentSummary, (summary) => {
        const rows = receiptRows(summary);
        const due = rows.at(-1)!;
        expect(due).toMatchObject({ kind: 'due', label: 'Total tagihan', emphasis: true });
        expect(due.amount).toBe(summary.subtotal + summary.shippingCost - summary.discountAmount + summary.fee);
        expect(rows.some((row) => row.kind === 'adjustment')).toBe(false);
        expect(rows.filter((row) => row.emphasis)).toEqual([due]);
      }),
    );
  });

  it('for every input: the rows add up to the total, the total is the server\'s grand total, the rows keep receipt order', () => {
    fc.assert(
      fc.property(anySummary, (summary) => {
        const rows = receiptRows(summary);
        const due = rows.at(-1)!;
        expect(due.amount).toBe(summary.grandTotal);
        expect(rows.slice(0, -1).reduce((sum, row) => sum + row.amount, 0)).toBe(due.amount);
        const positions = rows.map((row) => RECEIPT_ORDER.indexOf(row.kind));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(positions).size).toBe(positions.length);
        expect(rows[0]).toMatchObject({ kind: 'goods', amount: summary.subtotal });
        const discount = rows.find((row) => row.kind === 'discount');
        if (summary.discountAmount > 0) expect(discount?.text.startsWith('-Rp')).toBe(true);
        else expect(discount).toBeUndefined();
      }),
    );
  });

  it('"A save-transaction answer with status code 403 makes the checkout summary be replaced" (document 2 §4): says what changed, in the receipt\'s words', () => {
    const before = aCheckoutSummary();
    const after = aCheckoutSummary({ subtotal: 3_900_000, billTotal: 3_904_000, grandTotal: 3_904_000 });
    expect(summaryChangeTexts(before, after)).toEqual([
      'Total belanja berubah dari Rp3.500.000 menjadi Rp3.900.000',
      'Total tagihan berubah dari Rp3.504.000 menjadi Rp3.904.000',
    ]);
    expect(summaryChangeTexts(before, before)).toEqual([SUMMARY_REPLACED_FALLBACK]);
    expect(summaryChangeTexts(null, after)).toEqual([SUMMARY_REPLACED_FALLBACK]);
  });
});
