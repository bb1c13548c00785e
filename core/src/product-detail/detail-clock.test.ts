import fc from 'fast-check';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { flashSaleEndsAtMs, productPageClock } from './detail-clock';
import { aProductDetail, aProductVariant, aVariantFlashSale } from './product-detail.fixture';

const T0 = 1_795_000_000_000;

const readings = (detail: ReturnType<typeof aProductDetail>, ticking: boolean, forMs: number) => {
  const clock = new VirtualTimeScheduler();
  clock.frame = T0;
  const seen: number[] = [];
  productPageClock(clock, detail, ticking).subscribe((now) => seen.push(now));
  clock.maxFrames = T0 + forMs;
  clock.flush();
  return { seen, timersLeft: clock.actions.length };
};

describe("a product page's flash-sale clock", () => {
  const inSale = (endsInS: number, id = 1) => aProductVariant({ id, flashSale: aVariantFlashSale({ endsAt: T0 / 1000 + endsInS }) });

  it('runs until the last of its variants\' sales ends, whichever variant is chosen', () => {
    expect(flashSaleEndsAtMs(aProductDetail({ variants: [inSale(5, 1), aProductVariant({ id: 2 }), inSale(9, 3)] }))).toBe(T0 + 9_000);
    expect(flashSaleEndsAtMs(aProductDetail({ variants: [aProductVariant()] }))).toBeNull();
  });

  it('ticks every second in the browser while a sale runs, and stops at its end', () => {
    const { seen, timersLeft } = readings(aProductDetail({ variants: [inSale(3)] }), true, 60_000);
    expect(seen).toEqual([T0, T0 + 1_000, T0 + 2_000, T0 + 3_000]);
    expect(timersLeft).toBe(0);
  });

  it('reads the time once on the server and while hydrating, and on a page without a sale', () => {
    expect(readings(aProductDetail({ variants: [inSale(3)] }), false, 60_000)).toEqual({ seen: [T0], timersLeft: 0 });
    expect(readings(aProductDetail({ variants: [aProductVariant()] }), true, 60_000)).toEqual({ seen: [T0], timersLeft: 0 });
  });

  it('whatever the sales: the end is the latest of them, and null only without one', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: null }), { maxLength: 6 }), (ends) => {
        const variants = ends.map((endsAt, id) => aProductVariant({ id, flashSale: endsAt === null ? null : aVariantFlashSale({ endsAt }) }));
        const present = ends.filter((end): end is number => end !== null);
        expect(flashSaleEndsAtMs({ variants })).toBe(present.length > 0 ? Math.max(...present) * 1000 : null);
      }),
    );
  });
});
