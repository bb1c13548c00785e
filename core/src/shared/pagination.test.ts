import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagerEntries } from './pagination';

const shown = (current: number, total: number) => pagerEntries(current, total).map((entry) => (entry.kind === 'page' ? entry.page : '…'));

describe('pagerEntries', () => {
  it('shows no pager for a single page, and every page up to 7', () => {
    expect(shown(1, 1)).toEqual([]);
    expect(shown(1, 0)).toEqual([]);
    expect(shown(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(shown(1, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(shown(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(shown(20, 20)).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('PROPERTY: pages ascend without repeats, include the first, the last and the current, and a gap always hides at least one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }).chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total))), ([current, total]) => {
        const entries = pagerEntries(current, total);
        const pages = entries.flatMap((entry) => (entry.kind === 'page' ? [entry.page] : []));
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect(entries.length).toBeLessThanOrEqual(7);
        entries.forEach((entry, index) => {
          if (entry.kind !== 'gap') return;
          const before = entries[index - 1];
          const after = entries[index + 1];
          expect(before?.kind === 'page' && after?.kind === 'page' && after.page - before.page).toBeGreaterThan(1);
        });
      }),
    );
  });
});
