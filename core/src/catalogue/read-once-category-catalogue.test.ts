import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryCategoryCatalogue, aCategory } from './fakes';
import { ReadOnceCategoryCatalogue } from './read-once-category-catalogue';
import { HomeCategories } from '../home/home-categories';
import { StoreMenus } from './store-menus';
import { CategoryDirectory, ListFilterOptions } from './category-page';
import { whenSettled } from '../shared/loadable';

const calls = ['categories', 'categoryGroups', 'filterOptions'] as const;

describe('the category catalogue, read once per page', () => {
  it("gives the header's menus and the home page's grid one request for the rooms", async () => {
    const api = new InMemoryCategoryCatalogue({ categories: [aCategory({ id: 1, name: 'Ruang Tamu' })] });
    const catalogue = new ReadOnceCategoryCatalogue(api);
    const menus = new StoreMenus(catalogue);
    const grid = new HomeCategories(catalogue);
    grid.load();
    await Promise.all([menus.ensureLoaded(), whenSettled(grid.state$)]);
    expect(api.calls.filter((call) => call === 'categories')).toHaveLength(1);
    expect(grid.current.status).toBe('ready');
    expect(menus.current.status).toBe('ready');
  });

  it("gives a category's page and its filter panel the menus' requests", async () => {
    const api = new InMemoryCategoryCatalogue({ categories: [aCategory({ id: 1 })] });
    const catalogue = new ReadOnceCategoryCatalogue(api);
    await Promise.all([new StoreMenus(catalogue).ensureLoaded(), new CategoryDirectory(catalogue).ensureLoaded(), new ListFilterOptions(catalogue).ensureLoaded()]);
    expect([...api.calls].sort()).toEqual(['categories', 'categoryGroups', 'filterOptions']);
  });

  it('forgets a failed request, so a retry asks again', async () => {
    const api = new InMemoryCategoryCatalogue();
    api.failWith = new Error('offline');
    const catalogue = new ReadOnceCategoryCatalogue(api);
    await expect(catalogue.categories()).rejects.toThrow('offline');
    api.failWith = null;
    await expect(catalogue.categories()).resolves.toEqual([]);
    expect(api.calls).toEqual(['categories', 'categories']);
  });

  it('asks for each call at most once per success, and every reader gets the same answer, whatever the readers and failures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ call: fc.constantFrom(...calls), failing: fc.boolean() }), { maxLength: 30 }), async (reads) => {
        const api = new InMemoryCategoryCatalogue({ categories: [aCategory({ id: 7 })] });
        const catalogue = new ReadOnceCategoryCatalogue(api);
        const answered = new Map<string, unknown>();
        for (const { call, failing } of reads) {
          api.failWith = failing ? new Error('offline') : null;
          const before = api.calls.length;
          const answer = await catalogue[call]().then(
            (value) => ({ value }),
            () => null,
          );
          if (answer) {
            // Once answered, the same answer, with no second request.
            if (answered.has(call)) {
              expect(answer.value).toBe(answered.get(call));
              expect(api.calls.length).toBe(before);
            }
            answered.set(call, answer.value);
          }
        }
        for (const call of calls) expect(api.calls.filter((made) => made === call).length).toBeLessThanOrEqual(reads.filter((read) => read.call === call && read.failing).length + 1);
      }),
    );
  });
});
