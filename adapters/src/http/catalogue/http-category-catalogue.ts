import type { Category, CategoryCatalogue, CategoryGroup, FilterOptions } from '@more/core';
import type { StoreApi } from '../store-api';
import { toCategory, toCategoryGroup, toFilterOptions } from './category.mapper';
import { categoryGroupListWire, categoryListWire, filterOptionsWire } from './category.wire';

export class HttpCategoryCatalogue implements CategoryCatalogue {
  constructor(private readonly api: StoreApi) {}

  async categories(): Promise<readonly Category[]> {
    return (await this.api.call('GET uni/category', categoryListWire)).map(toCategory);
  }

  async categoryGroups(): Promise<readonly CategoryGroup[]> {
    return (await this.api.call('GET uni/category/group', categoryGroupListWire)).map(toCategoryGroup);
  }

  async filterOptions(): Promise<FilterOptions> {
    return toFilterOptions(await this.api.call('GET uni/product/filter', filterOptionsWire));
  }
}
