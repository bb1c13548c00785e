import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOrder, anOrderItem } from './fakes';
import {
  ORDER_CARD_ITEMS,
  invoiceCountText,
  orderCardItems,
  orderHeading,
  orderPageButtons,
  orderPaymentFacts,
  orderShippingFacts,
  paymentStatusLabel,
  shippingCostText,
} from './order-page';
import { orderStatuses } from './order-status';
import * as storePaths from '../shared/store-paths';

describe('the paths of the order screens (document 1 §2)', () => {
  it('/profile/order/{ordersn}, /invoice-print/{ordersn}, /checkout/information/{ordersn}', () => {
    expect(storePaths.order('MORE-20261119-0107')).toBe('/profile/order/MORE-20261119-0107');
    expect(storePaths.invoicePrint('MORE-20261119-0107')).toBe('/invoice-print/MORE-20261119-0107');
    expect(storePaths.paymentInformation('INV 1/2')).toBe('/checkout/information/INV%201%2F2');
  });
});

describe('the order page buttons', () => {
  it('offers "Cara Pembayaran" only while the order awaits payment, "Beli Lagi" once it is over, "Cetak Invoice" always', () => {
    const table = Object.fromEntries(orderStatuses.map((status) => [status, orderPageButtons(status)]));
    expect(table).toEqual({
      'awaiting-payment': { buyAgain: false, printInvoice: true, paymentGuide: true },
      processing: { buyAgain: false, printInvoice: true, paymentGuide: false },
      shipped: { buyAgain: false, printInvoice: true, paymentGuide: false },
      completed: { buyAgain: true, printInvoice: true, paymentGuide: false },
      cancelled: { buyAgain: true, printInvoice: true, paymentGuide: false },
    });
  });
});

describe('what heads an order', () => {
  it('dates it "DD MMMM YYYY HH:mm in the Indonesian locale" (document 1 §9), in WIB, with its status label and total', () => {
    expect(orderHeading(anOrder({ itemCount: 3 }))).toEqual({
      orderNumber: 'MORE-20261119-0107',
      billNumber: 'INV-20261119-0107',
      createdAt: Date.UTC(2026, 10, 19, 2, 15),
      statusLabel: 'Menunggu Pembayaran',
      status: 'awaiting-payment',
      grandTotalText: 'Rp1.704.000',
      itemCountText: '3 barang',
    });
  });
});

describe("a list card's items", () => {
  it('names the first two and counts the rest', () => {
    const items = [1, 2, 3, 4].map((variantId) => anOrderItem({ variantId }));
    expect(orderCardItems({ items })).toEqual({ shown: items.slice(0, 2), moreText: '+2 produk lainnya' });
    expect(orderCardItems({ items: items.slice(0, 2) })).toEqual({ shown: items.slice(0, 2), moreText: null });
  });

  it('PROPERTY: every item is either named or counted, never both', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (count) => {
        const items = Array.from({ length: count }, (_, variantId) => anOrderItem({ variantId }));
        const { shown, moreText } = orderCardItems({ items });
        const counted = moreText === null ? 0 : Number(/^\+(\d+) produk lainnya$/.exec(moreText)![1]);
        expect(shown.length + counted).toBe(count);
        expect(shown.length).toBe(Math.min(count, ORDER_CARD_ITEMS));
      }),
    );
  });
});

describe('the payment of an order', () => {
  it('says whether the bill is paid', () => {
    expect(orderStatuses.map(paymentStatusLabel)).toEqual(['Belum Dibayar', 'Lunas', 'Lunas', 'Lunas', 'Dibatalkan']);
  });

  it('shows the virtual account and the deadline while the order awaits payment', () => {
    expect(orderPaymentFacts(anOrder())).toEqual({
      methodName: 'BCA Virtual Account',
      statusLabel: 'Belum Dibayar',
      virtualAccount: '1234500081234567',
      payBeforeAt: Date.UTC(2026, 10, 20, 2, 15),
    });
    expect(orderPaymentFacts(anOrder({ payBefore: null })).payBeforeAt).toBeNull();
  });

  it('hides them once paid or cancelled', () => {
    expect(orderPaymentFacts(anOrder({ status: 'processing' }))).toMatchObject({ statusLabel: 'Lunas', virtualAccount: null, payBeforeAt: null });
    expect(orderPaymentFacts(anOrder({ status: 'cancelled' }))).toMatchObject({ statusLabel: 'Dibatalkan', virtualAccount: null });
  });
});

describe('the shipping of an order', () => {
  it('names courier and service, the estimate, the waybill and the cost', () => {
    expect(orderShippingFacts(anOrder())).toEqual({ courierText: 'JNE Trucking (JTR)', estimateText: 'Estimasi 2-4 hari', waybill: null, costText: 'Gratis' });
    const shipped = anOrder({ shipping: { courier: 'JNE', service: '', cost: 45_000, estimate: null, waybill: 'JNE0042' } });
    expect(orderShippingFacts(shipped)).toEqual({ courierText: 'JNE', estimateText: null, waybill: 'JNE0042', costText: 'Rp45.000' });
  });

  it('calls free shipping free', () => {
    expect(shippingCostText(0)).toBe('Gratis');
    expect(shippingCostText(12_500)).toBe('Rp12.500');
  });
});

describe('the invoice list', () => {
  it('says how many invoices are shown', () => {
    expect(invoiceCountText(10, 23)).toBe('Menampilkan 10 dari 23 invoice');
  });
});
