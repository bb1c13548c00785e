import type { FlashSaleApi, FlashSaleGroup, FlashSaleProduct } from '@more/core';
import type { NoParametersBodyWire } from '../catalogue/catalogue-request.wire';
import type { StoreApi } from '../store-api';
import { toFlashSaleGroup, toFlashSaleProduct } from './flash-sale.mapper';
import { flashSaleGroupListWire, flashSaleProductListWire } from './flash-sale.wire';

/** The flash-sale calls; which one serves which screen is FlashSaleApi's table. */
export class HttpFlashSaleApi implements FlashSaleApi {
  constructor(private readonly api: StoreApi) {}

  async currentGroups(): Promise<readonly FlashSaleGroup[]> {
    return (await this.api.call('POST uni/product/flashsale', flashSaleGroupListWire, { json: {} satisfies NoParametersBodyWire })).map(toFlashSaleGroup);
  }

  async groups(): Promise<readonly FlashSaleGroup[]> {
    return (await this.api.call('GET more/promotion/flashsale-group', flashSaleGroupListWire)).map(toFlashSaleGroup);
  }

  async products(): Promise<readonly FlashSaleProduct[]> {
    return (await this.api.call('GET more/promotion/flashsale', flashSaleProductListWire)).map(toFlashSaleProduct);
  }
}
