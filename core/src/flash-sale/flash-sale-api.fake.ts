import type { FlashSaleGroup, FlashSaleProduct } from './flash-sale';
import type { FlashSaleApi } from './flash-sale-api.port';

/**
 * The flash-sale calls in memory: answers from fixed lists and records what it
 * was asked. The public call and the customer's group call answer the same groups.
 */
export class InMemoryFlashSaleApi implements FlashSaleApi {
  readonly calls: ('currentGroups' | 'groups' | 'products')[] = [];
  /** Set to make the next calls fail the way an adapter would. */
  failWith: Error | null = null;

  constructor(
    private groupList: readonly FlashSaleGroup[] = [],
    private productList: readonly FlashSaleProduct[] = groupList.flatMap((group) => group.products),
  ) {}

  replaceGroups(groups: readonly FlashSaleGroup[]): void {
    this.groupList = groups;
  }

  replaceProducts(products: readonly FlashSaleProduct[]): void {
    this.productList = products;
  }

  currentGroups(): Promise<readonly FlashSaleGroup[]> {
    this.calls.push('currentGroups');
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve(this.groupList);
  }

  groups(): Promise<readonly FlashSaleGroup[]> {
    this.calls.push('groups');
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve(this.groupList);
  }

  products(): Promise<readonly FlashSaleProduct[]> {
    this.calls.push('products');
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve(this.productList);
  }
}
