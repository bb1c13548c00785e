import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_AFTER_PX, BACK_TO_TOP_DURATION_MS, showsBackToTop } from './back-to-top';

describe('"A back-to-top button appears after 100 px of scroll and animates for 700 ms" (document 1 §2)', () => {
  it('shows past 100 px', () => {
    expect([BACK_TO_TOP_AFTER_PX, BACK_TO_TOP_DURATION_MS]).toEqual([100, 700]);
    expect(showsBackToTop(0)).toBe(false);
    expect(showsBackToTop(100)).toBe(false);
    expect(showsBackToTop(101)).toBe(true);
  });

  it('PROPERTY: shows exactly when scrolled more than 100 px', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 100_000, noNaN: true }), (scrollY) => {
        expect(showsBackToTop(scrollY)).toBe(scrollY > 100);
      }),
    );
  });
});
