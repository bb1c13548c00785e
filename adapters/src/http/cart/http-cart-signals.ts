import type { CartAction, CartPixelEvent, CartSignalsApi, DeliveryCheck } from '@more/core';
import type { StoreApi } from '../store-api';
import { cartActionWire, deliveryCheckWire, pixelEventWire } from './cart.wire';
import type { CartActionBodyWire, CheckLocationBodyWire, PixelEventBodyWire } from './cart-request.wire';

/** The cart's pixel events, actions and delivery check over the store API. */
export class HttpCartSignalsApi implements CartSignalsApi {
  constructor(private readonly api: StoreApi) {}

  /**
   * Body `{ event_name, contents: [{ id, quantity, item_price }], value,
   * currency }`: the fields an ads pixel's e-commerce events carry, `id`
   * being the variant and `value` the lines' total in rupiah.
   */
  async sendPixelEvent(event: CartPixelEvent): Promise<string> {
    const answer = await this.api.call('POST more/transaction/cart/pixel', pixelEventWire, {
      json: {
        event_name: event.event,
        contents: event.lines.map((line) => ({ id: line.variantId, quantity: line.quantity, item_price: line.unitPrice })),
        value: event.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
        currency: 'IDR',
      } satisfies PixelEventBodyWire,
    });
    return answer.event_id;
  }

  /** Body `{ browser, product, type, ip }` (document 2); `ip` is null unless the caller knows it. */
  async recordAction(action: CartAction): Promise<void> {
    await this.api.call('POST more/transaction/cart/action', cartActionWire, {
      json: { browser: action.browser, product: action.variantId, type: action.type, ip: action.ip } satisfies CartActionBodyWire,
    });
  }

  /** Body `{ city_id }`; null asks about the customer's saved location. */
  async checkLocation(cityId: string | null): Promise<DeliveryCheck> {
    const answer = await this.api.call('POST more/transaction/cart/check-location', deliveryCheckWire, { json: { city_id: cityId } satisfies CheckLocationBodyWire });
    return {
      cityId: answer.city_id,
      cityName: answer.city_name,
      deliverable: answer.deliverable,
      message: answer.message,
      estimate: answer.estimate ?? null,
    };
  }
}
