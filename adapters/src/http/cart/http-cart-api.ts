import {
  type Cart,
  type CartApi,
  type CartLine,
  type CartLineKey,
  type ItemStock,
  type StockCheckItem,
  cartLineKey,
} from '@more/core';
import type { StoreApi } from '../store-api';
import { toCart, toCartWire, toItemStock } from './cart.mapper';
import { cartWire, stockCheckWire } from './cart.wire';
import type { CartStockCheckBodyWire, CheckAllBodyWire, CheckProductBodyWire, ItemsStockCheckBodyWire } from './cart-request.wire';

/** The customer's cart over the store API (document 2 §7, "Cart, voucher, payment"). */
export class HttpCartApi implements CartApi {
  constructor(private readonly api: StoreApi) {}

  async load(): Promise<Cart> {
    return toCart(await this.api.call('GET more/transaction/cart', cartWire));
  }

  /** Sent with keepalive: the save the store sends as the page hides must arrive after it has gone. */
  async save(cart: Cart): Promise<void> {
    await this.api.call('POST more/transaction/cart', cartWire, { json: toCartWire(cart), keepalive: true });
  }

  /** Body `{ items: [{ uni_product_variants_id, id_combo, is_reedem, quantity }] }`; answers the keys of the lines that do not fit. */
  async checkStock(lines: readonly CartLine[]): Promise<readonly CartLineKey[]> {
    const answer = await this.api.call('POST more/transaction/cart/check-stock', stockCheckWire, {
      json: {
        items: lines.map((line) => ({
          uni_product_variants_id: line.variantId,
          id_combo: line.comboId,
          is_reedem: line.isRedeem,
          quantity: line.quantity,
        })),
      } satisfies CartStockCheckBodyWire,
    });
    return answer.items
      .filter((item) => !item.sufficient)
      .map((item) => cartLineKey({ variantId: item.uni_product_variants_id, comboId: item.id_combo ?? null, isRedeem: item.is_reedem }));
  }

  /** Body `{ items: [{ uni_product_variants_id, id_combo, quantity }] }`. */
  async checkStockOfItems(items: readonly StockCheckItem[]): Promise<readonly ItemStock[]> {
    const answer = await this.api.call('POST more/transaction/cart/multiple-check-stock', stockCheckWire, {
      json: {
        items: items.map((item) => ({ uni_product_variants_id: item.variantId, id_combo: item.comboId, quantity: item.quantity })),
      } satisfies ItemsStockCheckBodyWire,
    });
    return answer.items.map(toItemStock);
  }

  async checkProduct(line: { readonly variantId: number; readonly comboId: number | null }): Promise<void> {
    await this.api.call('POST more/transaction/cart/check-product', cartWire, {
      json: { uni_product_variants_id: line.variantId, id_combo: line.comboId } satisfies CheckProductBodyWire,
    });
  }

  async checkAllSelected(selected: boolean): Promise<void> {
    await this.api.call('POST more/transaction/cart/check-product-all', cartWire, { json: { is_selected: selected } satisfies CheckAllBodyWire });
  }
}
