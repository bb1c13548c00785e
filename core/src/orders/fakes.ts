import type { Page } from '../catalogue/product';
import { StoreFailure } from '../shared/failure';
import type { AppOrder, OrderDetail, OrderSummary } from './order';
import type { OrderItem } from './order-item';
import { canCancelOrder, canCompleteOrder, canTrackOrder } from './order-status';
import type { OrderTracking } from './order-tracking';
import { ORDER_PAGE_SIZE, type OrderListQuery, type OrdersApi } from './orders-api.port';

/** One plain item of a past order: two dining chairs; tests override what they are about. */
export const anOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  variantId: 201,
  slug: 'kursi-makan-jati',
  nameLong: 'Kursi Makan Jati Natural',
  nameShort: 'Kursi Makan Jati',
  image: { url: 'https://img.test/kursi-1.svg', alt: 'Kursi Makan Jati' },
  unitPrice: 850_000,
  normalPrice: 1_000_000,
  quantity: 2,
  comboId: null,
  combo: null,
  bundle: [],
  ...overrides,
});

/** An order of two chairs that awaits its payment by virtual account; tests override what they are about. */
export const anOrder = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  orderNumber: 'MORE-20261119-0107',
  billNumber: 'INV-20261119-0107',
  status: 'awaiting-payment',
  createdAt: Date.UTC(2026, 10, 19, 2, 15),
  grandTotal: 1_704_000,
  itemCount: 2,
  items: [anOrderItem()],
  payBefore: Date.UTC(2026, 10, 20, 2, 15),
  shipping: { courier: 'JNE', service: 'Trucking (JTR)', cost: 0, estimate: '2-4 hari', waybill: null },
  address: { recipient: 'Sinta Wulandari', phone: '081234567890', text: 'Jl. Raya Darmo No. 25, Wonokromo', cityName: 'KOTA SURABAYA' },
  payment: { code: 'bca-va', name: 'BCA Virtual Account', tenor: null, virtualAccount: '1234500081234567' },
  totals: { subtotal: 1_700_000, shippingCost: 0, fee: 4_000, discountAmount: 0, billTotal: 1_704_000, grandTotal: 1_704_000 },
  note: '',
  cancelNote: null,
  voucherCode: null,
  ...overrides,
});

const statusOf = (kind: StoreFailure['kind']) => ({ 'not-found': 404, rejected: 422 })[kind as 'not-found' | 'rejected'];

const failure = (kind: 'not-found' | 'rejected', call: string, message: string) =>
  new StoreFailure(kind, call, message, { status: statusOf(kind), serverMessage: message });

const summaryOf = ({ orderNumber, billNumber, status, createdAt, grandTotal, itemCount, items }: OrderDetail): OrderSummary => ({
  orderNumber,
  billNumber,
  status,
  createdAt,
  grandTotal,
  itemCount,
  items,
});

/**
 * The shopper's orders in memory, with the server's status rules: cancel only
 * before shipping, complete only a shipped order, tracking only once paid.
 * Records every call by its name in document 2 and can fail the next call.
 */
export class InMemoryOrdersApi implements OrdersApi {
  readonly calls: string[] = [];
  /** Set to make the next call fail the way an adapter would. */
  failWith: Error | null = null;
  private readonly orders: OrderDetail[];

  constructor(orders: readonly OrderDetail[] = [anOrder()], private readonly now: () => number = () => Date.UTC(2026, 10, 21, 3)) {
    this.orders = [...orders];
  }

  /** The order as the fake holds it now, by its ordersn or its bill_no (as the mock finds it: the thanks redirect holds the bill number). */
  get(orderNumber: string): OrderDetail | undefined {
    return this.orders.find((order) => order.orderNumber === orderNumber || order.billNumber === orderNumber);
  }

  list({ page = 1, perPage = ORDER_PAGE_SIZE, status }: OrderListQuery = {}): Promise<Page<OrderSummary>> {
    return this.answer('GET more/transaction/order', () => {
      const matching = this.orders.filter((order) => status === undefined || order.status === status).sort((a, b) => b.createdAt - a.createdAt);
      return {
        items: matching.slice((page - 1) * perPage, page * perPage).map(summaryOf),
        page,
        perPage,
        total: matching.length,
        totalPages: Math.ceil(matching.length / perPage),
      };
    });
  }

  order(orderNumber: string): Promise<OrderDetail> {
    return this.answer('GET more/transaction/order/{id}', () => this.find(orderNumber, 'GET more/transaction/order/{id}'));
  }

  cancel(orderNumber: string, note: string): Promise<OrderDetail> {
    const call = 'POST more/transaction/order/cancel/{id}';
    return this.answer(call, () => {
      const order = this.find(orderNumber, call);
      if (note.trim() === '') throw failure('rejected', call, 'Alasan pembatalan wajib diisi');
      if (!canCancelOrder(order.status)) throw failure('rejected', call, 'Pesanan ini tidak dapat dibatalkan');
      return this.replace({ ...order, status: 'cancelled', cancelNote: note.trim(), payBefore: null });
    });
  }

  complete(orderNumber: string): Promise<OrderDetail> {
    const call = 'POST more/transaction/order/complete/{id}';
    return this.answer(call, () => {
      const order = this.find(orderNumber, call);
      if (!canCompleteOrder(order.status)) throw failure('rejected', call, 'Hanya pesanan yang sedang dikirim yang dapat diselesaikan');
      return this.replace({ ...order, status: 'completed' });
    });
  }

  tracking(orderNumber: string): Promise<OrderTracking> {
    const call = 'POST more/transaction/order/tracking';
    return this.answer(call, () => {
      const order = this.find(orderNumber, call);
      if (!canTrackOrder(order.status)) throw failure('rejected', call, 'Belum ada data pengiriman untuk pesanan ini');
      const shipped = order.status === 'shipped' || order.status === 'completed';
      return {
        general: {
          orderNumber: order.orderNumber,
          status: order.status,
          courier: order.shipping.courier,
          service: order.shipping.service,
          waybill: order.shipping.waybill,
          shippedAt: shipped ? this.now() : null,
        },
        items: order.items.map((item) => ({ name: item.nameLong, quantity: item.quantity, imageUrl: item.image?.url ?? null })),
        waybillEvents: shipped ? [{ at: this.now(), description: 'Paket diterima kurir', location: order.address.cityName }] : [],
        steps: [
          { code: 'ordered', label: 'Pesanan Dibuat', done: true, at: order.createdAt },
          { code: 'shipped', label: 'Pesanan Dikirim', done: shipped, at: shipped ? this.now() : null },
        ],
        customer: { name: order.address.recipient, phone: order.address.phone, address: order.address.text },
      };
    });
  }

  appOrder(orderNumber: string): Promise<AppOrder> {
    const call = 'GET more/transaction/order/apps/{id}';
    return this.answer(call, () => {
      const order = this.find(orderNumber, call);
      return {
        orderNumber: order.orderNumber,
        billNumber: order.billNumber,
        status: order.status,
        grandTotal: order.grandTotal,
        payBefore: order.payBefore,
        paymentName: order.payment.name,
        virtualAccount: order.payment.virtualAccount,
        itemCount: order.itemCount,
        firstItemName: order.items[0]?.nameLong ?? '',
        eWallet: null,
      };
    });
  }

  private find(orderNumber: string, call: string): OrderDetail {
    const order = this.get(orderNumber);
    if (!order) throw failure('not-found', call, 'Pesanan tidak ditemukan');
    return order;
  }

  private replace(next: OrderDetail): OrderDetail {
    const index = this.orders.findIndex((order) => order.orderNumber === next.orderNumber);
    this.orders[index] = next;
    return next;
  }

  private answer<T>(call: string, work: () => T): Promise<T> {
    this.calls.push(call);
    const error = this.failWith;
    this.failWith = null;
    if (error) return Promise.reject(error);
    // The executor turns a throw inside `work` into a rejection, as a real call would.
    return new Promise((resolve) => resolve(work()));
  }
}
