import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryProductCatalogue } from '../catalogue/product-catalogue.fake';
import { ControlledProductCatalogue } from './fakes';
import { type ProductFilter, defaultFilter } from '../catalogue/product-filter';
import { ProductList, type ProductListState } from './product-list';
import { currentState, flush, someProducts } from './product-list.fixture';
import { resetFilter } from './reset-filter';

/** Filters with few, many and no matches, and small pages so sequences reach several of them. */
const filters: readonly ProductFilter[] = [
  defaultFilter,
  { ...defaultFilter, q: 'meja', perPage: 4 },
  { ...defaultFilter, q: 'kursi', perPage: 5, brands: ['Arkana'] },
  { ...defaultFilter, priceMax: 1_500_000, perPage: 3 },
  { ...defaultFilter, isBundle: true, perPage: 2 },
  { ...defaultFilter, q: 'lemari' },
  { ...defaultFilter, q: '1', perPage: 1, page: 4 },
];

type Command =
  | { readonly kind: 'apply'; readonly filter: ProductFilter }
  | { readonly kind: 'loadMore' }
  | { readonly kind: 'retry' }
  | { readonly kind: 'reset'; readonly keepQuery: boolean }
  /** Settles the pick-th waiting call (modulo how many wait): answers in any order. */
  | { readonly kind: 'answer'; readonly pick: number }
  | { readonly kind: 'fail'; readonly pick: number };

const commands: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.constantFrom(...filters).map((filter) => ({ kind: 'apply' as const, filter })), weight: 2 },
  { arbitrary: fc.constant({ kind: 'loadMore' as const }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'retry' as const }), weight: 1 },
  { arbitrary: fc.boolean().map((keepQuery) => ({ kind: 'reset' as const, keepQuery })), weight: 1 },
  { arbitrary: fc.nat().map((pick) => ({ kind: 'answer' as const, pick })), weight: 4 },
  { arbitrary: fc.nat().map((pick) => ({ kind: 'fail' as const, pick })), weight: 1 },
);

/** Pages 1..n of `filter`, as a catalogue nobody else talks to gives them. */
const expectedIds = async (filter: ProductFilter, pages: number): Promise<number[]> => {
  const reference = new InMemoryProductCatalogue(someProducts(30));
  const shown: number[] = [];
  for (let page = 1; page <= pages; page++) {
    shown.push(...(await reference.listProducts({ ...filter, page })).items.map((product) => product.id));
  }
  return shown;
};

const checkShown = async (state: ProductListState, latest: ProductFilter) => {
  expect(state.filter).toEqual(latest);
  const ids = state.products.map((card) => card.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(await expectedIds(latest, state.page));
};

describe('the product list, for any sequence of commands and answers in any order', () => {
  it('PROPERTY: shows only the latest filter\'s products, exactly its pages 1..n in order, without duplicates', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commands, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 40 }), async (script, lastPicks) => {
        const held = new ControlledProductCatalogue(new InMemoryProductCatalogue(someProducts(30)));
        const list = new ProductList(held);
        let latest = defaultFilter;

        for (const command of script) {
          const waiting = held.waiting.length;
          switch (command.kind) {
            case 'apply':
              list.apply(command.filter);
              latest = { ...command.filter, page: 1 };
              break;
            case 'loadMore':
              list.loadMore();
              break;
            case 'retry':
              list.retry();
              break;
            case 'reset':
              list.reset({ keepQuery: command.keepQuery });
              latest = resetFilter(latest, { keepQuery: command.keepQuery });
              break;
            case 'answer':
              if (waiting > 0) await held.answer(command.pick % waiting);
              break;
            case 'fail':
              if (waiting > 0) held.fail(command.pick % waiting);
              break;
          }
          await flush();
          await checkShown(currentState(list), latest);
        }

        // Every call still out answers, in a generated order: the latest one settles the list.
        for (let i = 0; held.waiting.length > 0; i++) {
          await held.answer((lastPicks[i] ?? 0) % held.waiting.length);
        }
        await flush();
        const settled = currentState(list);
        await checkShown(settled, latest);
        expect(['idle', 'ready', 'failed']).toContain(settled.status);
        if (settled.status === 'ready') expect(settled.hasMore).toBe(settled.page < settled.totalPages);
      }),
      { numRuns: 200 },
    );
  });
});
