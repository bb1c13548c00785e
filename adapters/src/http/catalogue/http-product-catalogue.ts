import type { Page, ProductCatalogue, ProductListQuery, ProductSummary } from '@more/core';
import type { StoreApi } from '../store-api';
import { productListSearchParams } from './product-query';
import { toProductPage } from './product.mapper';
import { productListWire } from './product.wire';

export class HttpProductCatalogue implements ProductCatalogue {
  constructor(private readonly api: StoreApi) {}

  async listProducts(query: ProductListQuery): Promise<Page<ProductSummary>> {
    const wire = await this.api.call('GET uni/product', productListWire, { searchParams: productListSearchParams(query) });
    return toProductPage(wire);
  }
}
