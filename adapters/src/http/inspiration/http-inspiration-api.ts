import type { Inspiration, InspirationApi, InspirationQuery, InspirationRoom, InspirationSummary, Page, ProductSummary } from '@more/core';
import type { IdParamsWire, PagingQueryWire } from '../request-fields';
import { toProductPage } from '../catalogue/product.mapper';
import type { StoreApi } from '../store-api';
import type { InspirationListQueryWire } from './inspiration-request.wire';
import { toInspiration, toInspirationRoom, toInspirationSummary } from './inspiration.mapper';
import { inspirationDetailWire, inspirationListWire, inspirationProductsWire, inspirationRoomListWire } from './inspiration.wire';

export class HttpInspirationApi implements InspirationApi {
  constructor(private readonly api: StoreApi) {}

  async rooms(): Promise<readonly InspirationRoom[]> {
    return (await this.api.call('GET uni/inspiration/room', inspirationRoomListWire)).map(toInspirationRoom);
  }

  async list(query: InspirationQuery): Promise<Page<InspirationSummary>> {
    const wire = await this.api.call('GET uni/inspiration', inspirationListWire, {
      searchParams: {
        room: query.room || undefined,
        q: query.q?.trim() || undefined,
        page: query.page,
        per_page: query.perPage,
      } satisfies InspirationListQueryWire,
    });
    return {
      items: wire.data.map(toInspirationSummary),
      page: wire.page,
      perPage: wire.per_page,
      total: wire.total,
      totalPages: wire.total_pages,
    };
  }

  async inspiration(idOrSlug: number | string): Promise<Inspiration> {
    return toInspiration(await this.api.call('GET uni/inspiration/{id}', inspirationDetailWire, { params: { id: idOrSlug } }));
  }

  async products(inspirationId: number, paging: { readonly page?: number; readonly perPage?: number } = {}): Promise<Page<ProductSummary>> {
    const wire = await this.api.call('GET uni/product/inspiration/{id}', inspirationProductsWire, {
      params: { id: inspirationId } satisfies IdParamsWire,
      searchParams: { page: paging.page, per_page: paging.perPage } satisfies PagingQueryWire,
    });
    return toProductPage(wire);
  }
}
