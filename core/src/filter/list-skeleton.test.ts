import { describe, expect, it } from 'vitest';
import { CARD_SKELETON_PX, FILTER_BAR_SKELETON_PX, productListSkeleton } from './list-skeleton';

describe('"Product list loading placeholder: a filter-bar skeleton (30 px high) only on page 1, then a configurable number of card skeletons (320 px high)" (document 1 §2)', () => {
  it('uses the spec\'s heights (document 2 §9: "list placeholder card height 320 px, filter skeleton 30 px")', () => {
    expect(FILTER_BAR_SKELETON_PX).toBe(30);
    expect(CARD_SKELETON_PX).toBe(320);
  });

  it('shows the filter bar and cards while page 1 loads, a page of cards by default', () => {
    expect(productListSkeleton('loading-first-page')).toEqual({ filterBarPx: 30, cards: 12, cardPx: 320 });
  });

  it('shows only cards, as many as asked, while a later page loads', () => {
    expect(productListSkeleton('loading-more', 4)).toEqual({ filterBarPx: null, cards: 4, cardPx: 320 });
  });

  it.each(['idle', 'ready', 'failed'] as const)('shows no placeholder when %s', (status) => {
    expect(productListSkeleton(status)).toBeNull();
  });
});
