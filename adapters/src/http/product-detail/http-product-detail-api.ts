import type { BundleComponent, ProductDetail, ProductDetailApi } from '@more/core';
import type { IdParamsWire } from '../request-fields';
import type { StoreApi } from '../store-api';
import { toBundleComponent, toProductDetail } from './product-detail.mapper';
import { bundleComponentListWire, productDetailWire } from './product-detail.wire';

export class HttpProductDetailApi implements ProductDetailApi {
  constructor(private readonly api: StoreApi) {}

  async bySlug(slug: string): Promise<ProductDetail> {
    return toProductDetail(await this.api.call('GET uni/product/{slug}', productDetailWire, { params: { slug } }));
  }

  async bundle(id: number): Promise<readonly BundleComponent[]> {
    return (await this.api.call('GET uni/product/bundle/{id}', bundleComponentListWire, { params: { id } satisfies IdParamsWire })).map(toBundleComponent);
  }
}
