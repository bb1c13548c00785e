import type { ProductSummary } from '../catalogue/product';
import { aProduct } from '../catalogue/product.fixture';
import type { ProductList, ProductListState } from './product-list';

/** `count` products, ids from 1, alternately tables and chairs, the price rising by Rp100.000 each. */
export const someProducts = (count: number): ProductSummary[] =>
  Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const name = `${id % 2 === 1 ? 'Meja Jati' : 'Kursi Rotan'} ${id}`;
    const price = id * 100_000;
    return aProduct({
      id,
      slug: name.toLowerCase().replace(/ /g, '-'),
      name,
      isBundle: id % 5 === 0,
      price: { normal: price, normalMin: price, discountMin: price, range: null },
    });
  });

/** What the list shows now (state$ is a BehaviorSubject underneath, so this is synchronous). */
export const currentState = (list: ProductList): ProductListState => {
  let state: ProductListState | undefined;
  list.state$.subscribe((next) => (state = next)).unsubscribe();
  if (!state) throw new Error('state$ did not emit synchronously');
  return state;
};

/** Lets answered promises reach the use case. */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
