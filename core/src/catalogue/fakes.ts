import { StoreFailure } from '../shared/failure';
import type { Category, CategoryGroup, FilterOptions } from './category';
import type { CategoryCatalogue } from './category-catalogue.port';
import { someFilterOptions } from './catalogue.fixture';
import type { ProductSummary } from './product';
import type { ProductShowcase } from './product-showcase.port';
import type { ComboDeal, FreeGiftOffer, PreOrderOffer, ProductGroup } from './showcase';

export * from './catalogue.fixture';

/** Answers `value`, or fails with `failWith` when it is set: how every fake here fails like an adapter. */
const answer = <T>(failWith: Error | null, value: () => T): Promise<T> =>
  Promise.resolve().then(() => {
    if (failWith) throw failWith;
    return value();
  });

/** The catalogue's structure in memory: answers what it is given and records every call. */
export class InMemoryCategoryCatalogue implements CategoryCatalogue {
  readonly calls: ('categories' | 'categoryGroups' | 'filterOptions')[] = [];
  failWith: Error | null = null;

  constructor(
    private readonly content: {
      readonly categories?: readonly Category[];
      readonly groups?: readonly CategoryGroup[];
      readonly filterOptions?: FilterOptions;
    } = {},
  ) {}

  categories(): Promise<readonly Category[]> {
    this.calls.push('categories');
    return answer(this.failWith, () => this.content.categories ?? []);
  }

  categoryGroups(): Promise<readonly CategoryGroup[]> {
    this.calls.push('categoryGroups');
    return answer(this.failWith, () => this.content.groups ?? []);
  }

  filterOptions(): Promise<FilterOptions> {
    this.calls.push('filterOptions');
    return answer(this.failWith, () => this.content.filterOptions ?? someFilterOptions());
  }
}

/** How many suggestions and top products the fake answers, like the mock API. */
export const FAKE_SHOWCASE_LIMIT = 10;

/**
 * The showcase in memory. Suggestions are the names of the given products
 * holding the keyword (any case); top products are those in stock, best-selling
 * first; an unknown product group fails as not found, like the adapter.
 */
export class InMemoryProductShowcase implements ProductShowcase {
  readonly calls: string[] = [];
  failWith: Error | null = null;

  constructor(
    private readonly content: {
      readonly products?: readonly ProductSummary[];
      readonly groups?: readonly ProductGroup[];
      readonly combos?: readonly ComboDeal[];
      readonly freeGifts?: readonly FreeGiftOffer[];
      readonly preOrders?: readonly PreOrderOffer[];
    } = {},
  ) {}

  searchSuggestions(keyword: string): Promise<readonly string[]> {
    this.calls.push(`searchSuggestions ${keyword}`);
    const wanted = keyword.trim().toLowerCase();
    return answer(this.failWith, () =>
      wanted === ''
        ? []
        : (this.content.products ?? [])
            .filter((product) => product.name.toLowerCase().includes(wanted))
            .map((product) => product.name)
            .slice(0, FAKE_SHOWCASE_LIMIT),
    );
  }

  topProducts(): Promise<readonly ProductSummary[]> {
    this.calls.push('topProducts');
    return answer(this.failWith, () =>
      (this.content.products ?? [])
        .filter((product) => product.stock > 0)
        .sort((a, b) => b.totalSales - a.totalSales)
        .slice(0, FAKE_SHOWCASE_LIMIT),
    );
  }

  productGroups(): Promise<readonly ProductGroup[]> {
    this.calls.push('productGroups');
    return answer(this.failWith, () => this.content.groups ?? []);
  }

  productGroup(id: number): Promise<ProductGroup> {
    this.calls.push(`productGroup ${id}`);
    return answer(this.failWith, () => {
      const group = (this.content.groups ?? []).find((candidate) => candidate.id === id);
      if (!group) throw new StoreFailure('not-found', 'GET uni/product/group/{id}', 'Grup produk tidak ditemukan', { status: 404 });
      return group;
    });
  }

  comboDeals(): Promise<readonly ComboDeal[]> {
    this.calls.push('comboDeals');
    return answer(this.failWith, () => this.content.combos ?? []);
  }

  freeGiftOffers(): Promise<readonly FreeGiftOffer[]> {
    this.calls.push('freeGiftOffers');
    return answer(this.failWith, () => this.content.freeGifts ?? []);
  }

  preOrderOffers(): Promise<readonly PreOrderOffer[]> {
    this.calls.push('preOrderOffers');
    return answer(this.failWith, () => this.content.preOrders ?? []);
  }
}
