import type { ProductRecord } from '../db/catalogue';
import type { Database } from '../db/database';
import type { OrderItemRecord, OrderRecord, OrderStatusRecord } from '../db/orders';
import { discountedPrice } from '../handlers/catalogue/product-wire';
import { cityById, shippingQuote } from '../handlers/checkout/shipping';
import { DEMO_CUSTOMER } from './account';
import type { SeedContext } from './context';
import { DEMO_ORDERS, DEMO_SHIPPED_WAYBILL } from './shared-ids';
import { wibOnDay } from '../handlers/store-time';
import { virtualAccountNumber } from '../handlers/orders/order-number';
import { courierJourney } from '../handlers/orders/courier-journey';

const HOUR = 3600;
const DAY = 24 * HOUR;

interface DemoOrder {
  readonly numbers: { readonly ordersn: string; readonly billNo: string };
  readonly status: OrderStatusRecord;
  /** Which in-stock products (by their rank among in-stock products, ordered by id), and how many of each. */
  readonly items: readonly (readonly [rank: number, quantity: number])[];
  /** The shipping service, priced for the customer's city as GET uni/shipping-price would. */
  readonly shipping: 'jne-jtr' | 'jne-reg';
  readonly paymentCode: string;
  readonly tenor: number | null;
  readonly waybill: string | null;
  readonly voucher: { readonly code: string; readonly discount: number } | null;
  readonly note: string;
  readonly cancelNote: string | null;
}

/**
 * The demo customer's orders, one in each status, under the numbers other
 * seeds refer to (shared-ids.ts): awaiting payment, processing, shipped (with
 * the waybill the shipment service tracks), completed, cancelled.
 */
const demoOrders: readonly DemoOrder[] = [
  {
    numbers: DEMO_ORDERS.awaitingPayment,
    status: 'awaiting_payment',
    items: [[5, 1], [17, 2]],
    shipping: 'jne-jtr',
    paymentCode: 'bca-va',
    tenor: null,
    waybill: null,
    voucher: null,
    note: '',
    cancelNote: null,
  },
  {
    numbers: DEMO_ORDERS.processing,
    status: 'processing',
    items: [[30, 1]],
    shipping: 'jne-reg',
    paymentCode: 'gopay',
    tenor: null,
    waybill: null,
    voucher: null,
    note: 'Tolong dibungkus rapi, untuk hadiah.',
    cancelNote: null,
  },
  {
    numbers: DEMO_ORDERS.shipped,
    status: 'shipped',
    items: [[44, 1], [61, 1]],
    shipping: 'jne-jtr',
    paymentCode: 'cc-cicilan',
    tenor: 3,
    waybill: DEMO_SHIPPED_WAYBILL,
    voucher: null,
    note: '',
    cancelNote: null,
  },
  {
    numbers: DEMO_ORDERS.completed,
    status: 'completed',
    items: [[80, 1], [95, 4]],
    shipping: 'jne-jtr',
    paymentCode: 'mandiri-va',
    tenor: null,
    waybill: 'JNE0311201020261',
    voucher: { code: 'HEMAT100', discount: 100_000 },
    note: '',
    cancelNote: null,
  },
  {
    numbers: DEMO_ORDERS.cancelled,
    status: 'cancelled',
    items: [[120, 1]],
    shipping: 'jne-jtr',
    paymentCode: 'bni-va',
    tenor: null,
    waybill: null,
    voucher: null,
    note: '',
    cancelNote: 'Ingin mengganti warna',
  },
];

const itemOf = (product: ProductRecord, quantity: number): OrderItemRecord => {
  const variant = product.variants.find((it) => it.stock > 0) ?? product.variants[0]!;
  return {
    variantId: variant.id,
    productId: product.id,
    slug: product.slug,
    nameLong: `${product.name} - ${variant.colour.name}`,
    nameShort: product.name,
    unitPrice: discountedPrice(variant),
    normalPrice: variant.priceNormal,
    quantity,
    comboId: null,
    comboPrice: null,
  };
};

/**
 * Seeds the orders area: the demo customer's five orders. Items are the
 * catalogue's in-stock products at the ranks each order names (the same seed
 * gives the same items), priced as they are today. Each order was made on the
 * day its number says, at 10:15 WIB; the unpaid one has a day left to pay
 * whenever the mock starts. Where the address book has the customer's default
 * address, orders go there; otherwise to a Surabaya address.
 */
export const seedOrders = async (db: Database, seed: SeedContext): Promise<void> => {
  const inStock = [...db.products.all()].filter((product) => product.variants.some((variant) => variant.stock > 0)).sort((a, b) => a.id - b.id);
  const customer = db.customers.findFirst((q) => q.where({ id: DEMO_CUSTOMER.id }))!;
  const book = db.addresses.findMany((q) => q.where({ customerId: DEMO_CUSTOMER.id })).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const home = book[0];
  const city = (home && cityById(home.cityId)) || cityById('3578')!;
  const address = home
    ? { addressId: home.id, recipient: home.recipientName, phone: home.phone, text: home.address, cityName: city.name }
    : { addressId: null, recipient: customer.name, phone: customer.phone, text: 'Jl. Raya Darmo No. 25, Wonokromo', cityName: city.name };

  for (const demo of demoOrders) {
    const items = demo.items.map(([rank, quantity]) => itemOf(inStock[rank % inStock.length]!, quantity));
    const method = db.paymentMethods.findFirst((q) => q.where({ code: demo.paymentCode }))!;
    const createdAt = wibOnDay(demo.numbers.ordersn.split('-')[1]!, 10, 15);
    const paid = demo.status !== 'awaiting_payment' && demo.status !== 'cancelled';
    const shipped = demo.status === 'shipped' || demo.status === 'completed';
    const paidAt = paid ? createdAt + HOUR : null;
    const shippedAt = shipped ? createdAt + DAY : null;
    const units = items.reduce((sum, item) => sum + item.quantity, 0);
    const quote = (shippingQuote(`${demo.shipping}:${city.id}`, units) ?? shippingQuote(`${demo.shipping}:3578`, units))!;
    // The courier's journey, planned from its own estimate: what the order's tracking and the shipment service both show.
    const journey =
      shippedAt === null ? null : courierJourney({ shippedAt, courier: quote.courier, estimate: quote.estimate ?? null, recipient: address.recipient, cityName: city.name });
    // A completed order was confirmed by the customer a couple of hours after the courier handed it over.
    const completedAt = demo.status === 'completed' && journey ? journey.deliveredAt + 2 * HOUR : null;
    const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
    const fee = demo.tenor === null ? method.fee : (method.tenors.find((plan) => plan.months === demo.tenor)?.fee ?? 0);
    const billTotal = subtotal + quote.price + fee;
    const discount = Math.min(demo.voucher?.discount ?? 0, subtotal);
    const order: OrderRecord = {
      ...demo.numbers,
      customerId: DEMO_CUSTOMER.id,
      status: demo.status,
      createdAt,
      paidAt,
      shippedAt,
      completedAt,
      cancelledAt: demo.status === 'cancelled' ? createdAt + 2 * HOUR : null,
      payBefore: demo.status === 'awaiting_payment' ? seed.now + 23 * HOUR : null,
      cancelNote: demo.cancelNote,
      idempotencyKey: null,
      items,
      shipping: {
        code: quote.code,
        courier: quote.courier,
        service: quote.service,
        cost: quote.price,
        estimate: quote.estimate ?? null,
        waybill: demo.waybill,
        cityId: city.id,
      },
      address,
      payment: {
        code: method.code,
        name: demo.tenor === null ? method.name : `${method.name} ${demo.tenor} bulan`,
        tenor: demo.tenor,
        vaNumber: virtualAccountNumber(method.bankCode, demo.numbers.ordersn),
      },
      dropshipperId: null,
      note: demo.note,
      voucherCode: demo.voucher?.code ?? null,
      totals: { subtotal, shippingCost: quote.price, fee, discountAmount: discount, billTotal, grandTotal: billTotal - discount },
      trackingEvents: journey?.events ?? [],
    };
    await db.orders.create(order);
  }
};
