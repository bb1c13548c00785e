import { MatchersV3 } from '@pact-foundation/pact';
import { imageUrl, wibTime } from '../matchers';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

/**
 * The demo customer's orders (mock-server/src/seed/shared-ids.ts, DEMO_ORDERS):
 * the numbers the orders states put in each status.
 */
export const ORDERS = {
  awaiting_payment: 'MORE-20261119-0107',
  processing: 'MORE-20261117-0088',
  shipped: 'MORE-20261115-0042',
  completed: 'MORE-20261020-0311',
  cancelled: 'MORE-20261002-0275',
} as const;

/** An example order: what the interactions' answers show of it. */
export interface OrderExample {
  readonly ordersn: string;
  readonly createdAt: string;
  readonly item: {
    readonly variantId: number;
    readonly productId: number;
    readonly slug: string;
    readonly nameShort: string;
    readonly nameLong: string;
    readonly price: number;
    readonly normalPrice: number;
  };
  readonly itemCount: number;
  readonly subtotal: number;
  readonly fee: number;
  readonly payment: { readonly code: string; readonly name: string };
}

/** MORE-20261119-0107, awaiting payment by BCA Virtual Account: a bunk bed and two desks. */
export const UNPAID: OrderExample = {
  ordersn: ORDERS.awaiting_payment,
  createdAt: '2026-11-19T10:15:00+07:00',
  item: {
    variantId: 15,
    productId: 6,
    slug: 'ranjang-anak-industrial-tirta-single',
    nameShort: 'Ranjang Anak Industrial Tirta Single',
    nameLong: 'Ranjang Anak Industrial Tirta Single - Abu-abu',
    price: 2_260_000,
    normalPrice: 4_520_000,
  },
  itemCount: 3,
  subtotal: 7_660_000,
  fee: 4_000,
  payment: { code: 'bca-va', name: 'BCA Virtual Account' },
};

/** MORE-20261115-0042, shipped, paid by card instalments over 3 months: a mirror and a coffee table. */
export const SHIPPED: OrderExample = {
  ordersn: ORDERS.shipped,
  createdAt: '2026-11-15T10:15:00+07:00',
  item: {
    variantId: 92,
    productId: 49,
    slug: 'cermin-dinding-minimalis-nirwana-oval',
    nameShort: 'Cermin Dinding Minimalis Nirwana Oval',
    nameLong: 'Cermin Dinding Minimalis Nirwana Oval - Terracotta',
    price: 289_500,
    normalPrice: 578_900,
  },
  itemCount: 2,
  subtotal: 2_010_900,
  fee: 0,
  payment: { code: 'cc-cicilan', name: 'Cicilan Kartu Kredit 3 bulan' },
};

export const productImageOf = (example: OrderExample) => `http://127.0.0.1:5173/media/products/${example.item.productId}/1.svg`;

/** `status`: one of the store's order statuses, or exactly `only`. */
export const orderStatus = (only?: string) =>
  only === undefined
    ? regex(/^(awaiting_payment|processing|shipped|completed|cancelled)$/, 'awaiting_payment')
    : regex(new RegExp(`^${only}$`), only);

/** An item as it was bought (adapters' orderItemWire), a plain one: `id_combo` and `get_combo` are null and left out. */
export const orderItem = (example: OrderExample) => ({
  uni_product_variants_id: integer(example.item.variantId),
  slug: string(example.item.slug),
  name_long: string(example.item.nameLong),
  name_short: string(example.item.nameShort),
  image: { image_url: imageUrl(productImageOf(example)), alt_text: string(example.item.nameShort) },
  price: integer(example.item.price),
  normal_price: integer(example.item.normalPrice),
  quantity: integer(1),
  bundle_summary: [],
  // Optional (the customer's feedback on the item): whether it is reviewed; `complaint` is null for an item not complained about, and left out.
  is_reviewed: boolean(false),
});

/** An order of the list (adapters' orderSummaryWire). */
export const orderSummary = (example: OrderExample, status: unknown, label: string) => ({
  ordersn: regex(/^MORE-\d{8}-\d{4}$/, example.ordersn),
  bill_no: regex(/^INV-\d{8}-\d{4}$/, example.ordersn.replace(/^MORE/, 'INV')),
  status,
  status_label: string(label),
  created_at: wibTime(example.createdAt),
  grand_total: integer(example.subtotal + example.fee),
  item_count: integer(example.itemCount),
  items: eachLike(orderItem(example), 1),
});

/**
 * One order in full (adapters' orderDetailWire), without the fields its
 * status leaves null (`extra` adds them: `pay_before` while it awaits
 * payment, `note_cancel` once cancelled, `shipping.resi` once shipped,
 * `payment.va_number` for a virtual account). `payment.tenor` and
 * `voucher_code` are left out: the adapter reads their absence as none.
 */
export const orderDetail = (
  example: OrderExample,
  status: unknown,
  label: string,
  extra: { readonly order?: Record<string, unknown>; readonly shipping?: Record<string, unknown>; readonly payment?: Record<string, unknown> } = {},
) => ({
  ...orderSummary(example, status, label),
  shipping: { courier: string('JNE'), service: string('Trucking (JTR)'), cost: integer(0), estimate: string('1-2 hari'), ...extra.shipping },
  address: {
    recipient: string('Sinta Wulandari'),
    phone: regex(/^08\d{7,13}$/, '081234567890'),
    address: string('Jl. Airlangga No. 27, RT 02/RW 04'),
    city_name: string('KOTA SURABAYA'),
  },
  payment: { code: string(example.payment.code), name: string(example.payment.name), ...extra.payment },
  summary: {
    subtotal: integer(example.subtotal),
    shipping_cost: integer(0),
    fee: integer(example.fee),
    discount_amount: integer(0),
    bill_total: integer(example.subtotal + example.fee),
    grand_total: integer(example.subtotal + example.fee),
  },
  note: string(''),
  ...extra.order,
});

/** The tracking of the shipped order (adapters' orderTrackingWire); a step not done yet has no time, which is left out. */
export const orderTracking = {
  general_information: {
    ordersn: string(SHIPPED.ordersn),
    status: orderStatus('shipped'),
    courier: string('JNE'),
    service: string('Trucking (JTR)'),
    resi: string('JNE0042115112026'),
    shipped_at: wibTime('2026-11-16T10:15:00+07:00'),
  },
  item_list: eachLike({ name: string(SHIPPED.item.nameLong), quantity: integer(1), image_url: imageUrl(productImageOf(SHIPPED)) }, 1),
  resi_tracking: eachLike(
    { time: wibTime('2026-11-16T10:15:00+07:00'), description: string('Paket diterima di gudang JNE'), location: string('KABUPATEN GRESIK') },
    1,
  ),
  fulfillment_step: eachLike({ code: string('ordered'), title: string('Pesanan Dibuat'), is_done: boolean(true) }, 1),
  customer_info: {
    name: string('Sinta Wulandari'),
    phone: regex(/^08\d{7,13}$/, '081234567890'),
    address: string('Jl. Airlangga No. 27, RT 02/RW 04, KOTA SURABAYA'),
  },
};
