import { productHref } from '../catalogue/product-card';
import { formatRupiah } from '../money/rupiah';
import type { OrderDetail } from './order';
import type { OrderItem } from './order-item';
import { shippingCostText } from './order-page';

/**
 * The items and totals of an order as its page and its printed invoice show
 * them. The amounts are the order's own (the server counted them when the
 * order was placed); these rules only say which rows there are and how each
 * reads.
 */

export interface InvoiceLinePart {
  readonly name: string;
  /** "Bundle component quantities are the initial quantity times the line quantity" (document 1 §4). */
  readonly quantity: number;
}

export interface InvoiceLine {
  /** Unique within the order: a variant may be both alone and in a combo. */
  readonly key: string;
  readonly name: string;
  /** The product's page: /bundle/{slug} for a bundle, as its cards link (productHref), else /product/{slug}. */
  readonly href: string;
  readonly image: OrderItem['image'];
  /** "Kombo Hemat" for a combo deal's item, "Paket" for a bundle; null for a plain item. */
  readonly badge: string | null;
  readonly quantity: number;
  readonly unitPriceText: string;
  /** The normal price, struck through, when the item was sold below it; null otherwise. */
  readonly normalPriceText: string | null;
  readonly lineTotal: number;
  readonly lineTotalText: string;
  /** What a bundle holds; empty for other items. */
  readonly parts: readonly InvoiceLinePart[];
}

/** "Kombo Hemat" is the spec's name of combo deals (document 1 §1). */
export const lineBadge = (item: OrderItem): string | null => {
  if (item.comboId !== null) return 'Kombo Hemat';
  if (item.bundle.length > 0) return 'Paket';
  return null;
};

export const invoiceLines = (order: Pick<OrderDetail, 'items'>): InvoiceLine[] =>
  order.items.map((item) => {
    const lineTotal = item.unitPrice * item.quantity;
    return {
      key: `${item.variantId}:${item.comboId ?? '-'}`,
      name: item.nameLong,
      href: productHref({ slug: item.slug, isBundle: item.bundle.length > 0 }),
      image: item.image,
      badge: lineBadge(item),
      quantity: item.quantity,
      unitPriceText: formatRupiah(item.unitPrice),
      normalPriceText: item.normalPrice > item.unitPrice ? formatRupiah(item.normalPrice) : null,
      lineTotal,
      lineTotalText: formatRupiah(lineTotal),
      parts: item.bundle.map((part) => ({ name: part.name, quantity: part.quantityPerBundle * item.quantity })),
    };
  });

export type InvoiceTotalKey = 'subtotal' | 'shipping' | 'fee' | 'discount' | 'grand-total';

export interface InvoiceTotalRow {
  readonly key: InvoiceTotalKey;
  readonly label: string;
  readonly text: string;
  /** The last row, what the shopper pays: shown strongest. */
  readonly emphasised: boolean;
}

/**
 * The totals of document 1 §3 ("summary (discount_amount, bill_total,
 * grand_total)"): subtotal, shipping, the payment's fee and the discount when
 * there is one, then the grand total. A fee or discount of nothing is left out.
 */
export const invoiceTotals = (order: Pick<OrderDetail, 'totals' | 'voucherCode' | 'payment'>): InvoiceTotalRow[] => {
  const { totals } = order;
  const rows: InvoiceTotalRow[] = [
    { key: 'subtotal', label: 'Subtotal Produk', text: formatRupiah(totals.subtotal), emphasised: false },
    { key: 'shipping', label: 'Ongkos Kirim', text: shippingCostText(totals.shippingCost), emphasised: false },
  ];
  if (totals.fee > 0) {
    const label = order.payment.tenor === null ? 'Biaya Layanan' : `Biaya Cicilan ${order.payment.tenor} Bulan`;
    rows.push({ key: 'fee', label, text: formatRupiah(totals.fee), emphasised: false });
  }
  if (totals.discountAmount > 0) {
    const label = order.voucherCode ? `Diskon (${order.voucherCode})` : 'Diskon';
    rows.push({ key: 'discount', label, text: `-${formatRupiah(totals.discountAmount)}`, emphasised: false });
  }
  rows.push({ key: 'grand-total', label: 'Total Pembayaran', text: formatRupiah(totals.grandTotal), emphasised: true });
  return rows;
};
