import type { AppOrder, OrderDetail, OrderListQuery, OrderSummary, OrderTracking, OrdersApi, Page } from '@more/core';
import type { StoreApi } from '../store-api';
import { toAppOrder, toOrderDetail, toOrderPage, toOrderStatusWire, toOrderTracking } from './order.mapper';
import { appOrderWire, orderDetailWire, orderListWire, orderTrackingWire } from './order.wire';
import type {
  CancelOrderBodyWire,
  CompleteOrderBodyWire,
  OrderListQueryWire,
  OrderNumberParamsWire,
  OrderTrackingBodyWire,
} from './orders-request.wire';

/** The shopper's orders over the store API; `{id}` is the order number (ordersn). */
export class HttpOrdersApi implements OrdersApi {
  constructor(private readonly api: StoreApi) {}

  async list(query: OrderListQuery = {}): Promise<Page<OrderSummary>> {
    const wire = await this.api.call('GET more/transaction/order', orderListWire, {
      searchParams: {
        page: query.page,
        per_page: query.perPage,
        status: query.status === undefined ? undefined : toOrderStatusWire(query.status),
      } satisfies OrderListQueryWire,
    });
    return toOrderPage(wire);
  }

  async order(orderNumber: string): Promise<OrderDetail> {
    return toOrderDetail(await this.api.call('GET more/transaction/order/{id}', orderDetailWire, { params: { id: orderNumber } }));
  }

  /** Body `{ note_cancel }` (document 2). */
  async cancel(orderNumber: string, note: string): Promise<OrderDetail> {
    const wire = await this.api.call('POST more/transaction/order/cancel/{id}', orderDetailWire, {
      params: { id: orderNumber } satisfies OrderNumberParamsWire,
      json: { note_cancel: note } satisfies CancelOrderBodyWire,
    });
    return toOrderDetail(wire);
  }

  async complete(orderNumber: string): Promise<OrderDetail> {
    const wire = await this.api.call('POST more/transaction/order/complete/{id}', orderDetailWire, {
      params: { id: orderNumber } satisfies OrderNumberParamsWire,
      json: {} satisfies CompleteOrderBodyWire,
    });
    return toOrderDetail(wire);
  }

  /** Body `{ ordersn }`: the call's path names no order, so the body does. */
  async tracking(orderNumber: string): Promise<OrderTracking> {
    const wire = await this.api.call('POST more/transaction/order/tracking', orderTrackingWire, {
      json: { ordersn: orderNumber } satisfies OrderTrackingBodyWire,
    });
    return toOrderTracking(wire);
  }

  async appOrder(orderNumber: string): Promise<AppOrder> {
    return toAppOrder(await this.api.call('GET more/transaction/order/apps/{id}', appOrderWire, { params: { id: orderNumber } }));
  }
}
