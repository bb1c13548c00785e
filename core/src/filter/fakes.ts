import type { Page, ProductSummary } from '../catalogue/product';
import type { ProductCatalogue, ProductListQuery } from '../catalogue/product-catalogue.port';
import { StoreFailure } from '../shared/failure';

interface HeldCall {
  readonly query: ProductListQuery;
  settled: boolean;
  readonly resolve: (page: Page<ProductSummary>) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A catalogue whose answers wait until the test releases them, in any order:
 * for proving that a slow answer to an older filter never reaches the screen.
 * Released calls are answered by `source` (an InMemoryProductCatalogue, say).
 */
export class ControlledProductCatalogue implements ProductCatalogue {
  private readonly calls: HeldCall[] = [];

  constructor(private readonly source: ProductCatalogue) {}

  /** Every query asked, in order, answered or not. */
  get queries(): readonly ProductListQuery[] {
    return this.calls.map((call) => call.query);
  }

  /** The queries still waiting for an answer, oldest first. */
  get waiting(): readonly ProductListQuery[] {
    return this.held().map((call) => call.query);
  }

  listProducts(query: ProductListQuery): Promise<Page<ProductSummary>> {
    return new Promise((resolve, reject) => this.calls.push({ query, settled: false, resolve, reject }));
  }

  /** Answers the `index`-th waiting call (oldest first) from the source catalogue. */
  async answer(index = 0): Promise<void> {
    const call = this.take(index);
    try {
      call.resolve(await this.source.listProducts(call.query));
    } catch (error) {
      call.reject(error);
    }
  }

  /** Fails the `index`-th waiting call (oldest first), as a server error unless told otherwise. */
  fail(index = 0, error: unknown = new StoreFailure('server', 'GET uni/product', 'Internal Server Error', { status: 500 })): void {
    this.take(index).reject(error);
  }

  private held(): HeldCall[] {
    return this.calls.filter((call) => !call.settled);
  }

  private take(index: number): HeldCall {
    const call = this.held()[index];
    if (!call) throw new Error(`No waiting call at ${index}: ${this.held().length} waiting`);
    call.settled = true;
    return call;
  }
}
