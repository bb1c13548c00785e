import { type Observable, filter, firstValueFrom } from 'rxjs';
import type { ProductListState } from './product-list';

/**
 * The first state of a product list that shows an answer (ready or failed):
 * what a server render waits for, as whenSettled does for a Loadable.
 */
export const whenListSettled = (state$: Observable<ProductListState>): Promise<ProductListState> =>
  firstValueFrom(state$.pipe(filter((state) => state.status === 'ready' || state.status === 'failed')));
