import { describe, expect, it } from 'vitest';
import { anOrder, anOrderItem } from './fakes';
import { invoiceLines, invoiceTotals, lineBadge } from './invoice';

const chairs = anOrderItem();
const comboTable = anOrderItem({ variantId: 301, nameLong: 'Meja Makan Kombo', unitPrice: 4_000_000, normalPrice: 4_000_000, quantity: 1, comboId: 12, combo: { price: 4_000_000, allowsMultiple: true } });
const bedroom = anOrderItem({
  variantId: 401,
  nameLong: 'Paket Kamar Tidur Cendana',
  unitPrice: 9_000_000,
  normalPrice: 8_000_000,
  quantity: 2,
  bundle: [
    { variantId: 402, name: 'Ranjang Cendana', quantityPerBundle: 1 },
    { variantId: 403, name: 'Nakas Cendana', quantityPerBundle: 2 },
  ],
});

describe('the lines of an invoice', () => {
  it('prices each item: unit price, normal price struck when higher, line total', () => {
    expect(invoiceLines(anOrder({ items: [chairs] }))).toEqual([
      {
        key: '201:-',
        name: 'Kursi Makan Jati Natural',
        href: '/product/kursi-makan-jati',
        image: chairs.image,
        badge: null,
        quantity: 2,
        unitPriceText: 'Rp850.000',
        normalPriceText: 'Rp1.000.000',
        lineTotal: 1_700_000,
        lineTotalText: 'Rp1.700.000',
        parts: [],
      },
    ]);
  });

  it('marks combos ("Kombo Hemat") and bundles ("Paket"); "Bundle component quantities are the initial quantity times the line quantity"', () => {
    const [combo, bundle] = invoiceLines(anOrder({ items: [comboTable, bedroom] }));
    expect(combo).toMatchObject({ key: '301:12', badge: 'Kombo Hemat', normalPriceText: null, lineTotalText: 'Rp4.000.000' });
    expect(bundle).toMatchObject({ key: '401:-', badge: 'Paket', normalPriceText: null, lineTotal: 18_000_000 });
    expect(bundle!.parts).toEqual([
      { name: 'Ranjang Cendana', quantity: 2 },
      { name: 'Nakas Cendana', quantity: 4 },
    ]);
    expect([chairs, comboTable, bedroom].map(lineBadge)).toEqual([null, 'Kombo Hemat', 'Paket']);
  });

  it('links each line to its product\'s page as the product cards do: "/bundle/{slug} when bundling is 1, else /product/{slug}"', () => {
    const odd = anOrderItem({ variantId: 501, slug: 'rak/buku 2' });
    const lines = invoiceLines(anOrder({ items: [chairs, comboTable, { ...bedroom, slug: 'paket-kamar-cendana' }, odd] }));
    expect(lines.map((line) => line.href)).toEqual([
      '/product/kursi-makan-jati',
      `/product/${comboTable.slug}`,
      '/bundle/paket-kamar-cendana',
      '/product/rak%2Fbuku%202',
    ]);
  });
});

describe('the totals of an invoice (document 1 §3: "summary (discount_amount, bill_total, grand_total)")', () => {
  it('shows subtotal, free shipping, the fee and the grand total; no discount row without a discount', () => {
    expect(invoiceTotals(anOrder())).toEqual([
      { key: 'subtotal', label: 'Subtotal Produk', text: 'Rp1.700.000', emphasised: false },
      { key: 'shipping', label: 'Ongkos Kirim', text: 'Gratis', emphasised: false },
      { key: 'fee', label: 'Biaya Layanan', text: 'Rp4.000', emphasised: false },
      { key: 'grand-total', label: 'Total Pembayaran', text: 'Rp1.704.000', emphasised: true },
    ]);
  });

  it('names the voucher of a discount, the tenor of an instalment fee, and leaves out a fee of nothing', () => {
    const order = anOrder({
      voucherCode: 'HEMAT100',
      payment: { code: 'cc-cicilan', name: 'Kartu Kredit 3 bulan', tenor: 3, virtualAccount: null },
      totals: { subtotal: 2_000_000, shippingCost: 50_000, fee: 30_000, discountAmount: 100_000, billTotal: 2_080_000, grandTotal: 1_980_000 },
    });
    expect(invoiceTotals(order).map((row) => [row.label, row.text])).toEqual([
      ['Subtotal Produk', 'Rp2.000.000'],
      ['Ongkos Kirim', 'Rp50.000'],
      ['Biaya Cicilan 3 Bulan', 'Rp30.000'],
      ['Diskon (HEMAT100)', '-Rp100.000'],
      ['Total Pembayaran', 'Rp1.980.000'],
    ]);
    const noFee = anOrder({ totals: { subtotal: 500_000, shippingCost: 0, fee: 0, discountAmount: 20_000, billTotal: 500_000, grandTotal: 480_000 } });
    expect(invoiceTotals(noFee).map((row) => row.label)).toEqual(['Subtotal Produk', 'Ongkos Kirim', 'Diskon', 'Total Pembayaran']);
  });
});
