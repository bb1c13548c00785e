import type { ComboDeal, FreeGiftOffer, PreOrderOffer, ProductGroup, ProductShowcase, ProductSummary } from '@more/core';
import type { StoreApi } from '../store-api';
import type { IdParamsWire } from '../request-fields';
import type { NoParametersBodyWire, SearchSuggestionsQueryWire } from './catalogue-request.wire';
import { toProductSummary } from './product.mapper';
import { toComboDeal, toFreeGiftOffer, toPreOrderOffer, toProductGroup, toSearchSuggestions } from './showcase.mapper';
import {
  comboDealListWire,
  freeGiftOfferListWire,
  preOrderOfferListWire,
  productGroupListWire,
  productGroupWire,
  searchSuggestionsWire,
  topProductsWire,
} from './showcase.wire';

export class HttpProductShowcase implements ProductShowcase {
  constructor(private readonly api: StoreApi) {}

  async searchSuggestions(keyword: string): Promise<readonly string[]> {
    const wire = await this.api.call('GET uni/product/search', searchSuggestionsWire, { searchParams: { q: keyword.trim() } satisfies SearchSuggestionsQueryWire });
    return toSearchSuggestions(wire);
  }

  async topProducts(): Promise<readonly ProductSummary[]> {
    return (await this.api.call('GET uni/product/top', topProductsWire)).map(toProductSummary);
  }

  async productGroups(): Promise<readonly ProductGroup[]> {
    return (await this.api.call('GET uni/product/groups', productGroupListWire)).map(toProductGroup);
  }

  async productGroup(id: number): Promise<ProductGroup> {
    return toProductGroup(await this.api.call('GET uni/product/group/{id}', productGroupWire, { params: { id } satisfies IdParamsWire }));
  }

  async comboDeals(): Promise<readonly ComboDeal[]> {
    return (await this.api.call('GET uni/product/combo', comboDealListWire)).map(toComboDeal);
  }

  async freeGiftOffers(): Promise<readonly FreeGiftOffer[]> {
    return (await this.api.call('POST uni/product/free', freeGiftOfferListWire, { json: {} satisfies NoParametersBodyWire })).map(toFreeGiftOffer);
  }

  async preOrderOffers(): Promise<readonly PreOrderOffer[]> {
    return (await this.api.call('POST uni/product/po', preOrderOfferListWire, { json: {} satisfies NoParametersBodyWire })).map(toPreOrderOffer);
  }
}
