import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEGA_MENU_COLUMN_SIZE, MEGA_MENU_GROUP_LIMIT, categoryHref, megaMenuColumns } from './category';

describe('categories', () => {
  it('"/category/{slug}" links a category page, e.g. the Springbed category at /category/springbed-kasurbusa (document 1 §2)', () => {
    expect(categoryHref({ slug: 'springbed-kasurbusa' })).toBe('/category/springbed-kasurbusa');
    expect(categoryHref({ slug: 'a/b c' })).toBe('/category/a%2Fb%20c');
  });

  describe('"Category groups appear in columns of 3, up to 12" (document 1 §2)', () => {
    it('puts 12 groups in 4 columns of 3 and leaves the 13th out', () => {
      const groups = Array.from({ length: 13 }, (_, i) => i + 1);
      expect(megaMenuColumns(groups)).toEqual([
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
        [10, 11, 12],
      ]);
    });

    it('ends with a shorter column when the groups do not fill it', () => {
      expect(megaMenuColumns(['a', 'b', 'c', 'd'])).toEqual([['a', 'b', 'c'], ['d']]);
      expect(megaMenuColumns([])).toEqual([]);
    });

    it('PROPERTY: for any groups, the columns hold the first min(n, 12) in order, none more than 3', () => {
      fc.assert(
        fc.property(fc.array(fc.integer(), { maxLength: 40 }), (groups) => {
          const columns = megaMenuColumns(groups);
          expect(columns.flat()).toEqual(groups.slice(0, MEGA_MENU_GROUP_LIMIT));
          expect(columns.every((column) => column.length >= 1 && column.length <= MEGA_MENU_COLUMN_SIZE)).toBe(true);
          expect(columns.slice(0, -1).every((column) => column.length === MEGA_MENU_COLUMN_SIZE)).toBe(true);
        }),
      );
    });
  });
});
