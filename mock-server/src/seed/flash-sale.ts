import type { ProductRecord, VariantRecord } from '../db/catalogue';
import type { Database } from '../db/database';
import type { FlashSaleGroupRecord, FlashSaleItemRecord } from '../db/flash-sale';
import { forkRandom } from './catalogue';
import { modelNames } from './catalogue-data';
import type { SeedContext } from './context';
import type { SeededRandom } from './random';

const HOUR = 3600;

/** The seeded groups by id: one over, one running and one upcoming at the seed's clock. */
export const FLASH_SALE_GROUPS = { over: 1, running: 2, upcoming: 3 } as const;

/**
 * Group times around the seed's clock, on whole hours as shops schedule them:
 * the running group started in the hour before last and ends three to four
 * hours from now; the upcoming one starts about twenty hours from now.
 */
export const flashSaleGroupTimes = (now: number): Record<keyof typeof FLASH_SALE_GROUPS, { startsAt: number; endsAt: number }> => {
  const hour = Math.floor(now / HOUR) * HOUR;
  return {
    over: { startsAt: hour - 30 * HOUR, endsAt: hour - 24 * HOUR },
    running: { startsAt: hour - 2 * HOUR, endsAt: hour + 4 * HOUR },
    upcoming: { startsAt: hour + 20 * HOUR, endsAt: hour + 26 * HOUR },
  };
};

/** A flash price: the normal price less the sale's discount, to the thousand. */
export const flashPriceOf = (variant: Pick<VariantRecord, 'priceNormal'>, discountPercent: number): number =>
  Math.max(1000, Math.round((variant.priceNormal * (100 - discountPercent)) / 100 / 1000) * 1000);

const itemsOf = (
  random: SeededRandom,
  groupId: number,
  products: readonly ProductRecord[],
  firstId: number,
  remainsOf: (index: number, limit: number) => number,
): FlashSaleItemRecord[] =>
  products.map((product, index) => {
    const variant = product.variants.find((v) => v.stock >= 5)!;
    const discountPercent = random.pick([30, 40, 50, 60]);
    const limit = Math.min(random.pick([5, 10, 15, 20]), variant.stock);
    return {
      id: firstId + index,
      groupId,
      productId: product.id,
      variantId: variant.id,
      flashPrice: flashPriceOf(variant, discountPercent),
      discountPercent,
      limit,
      remains: remainsOf(index, limit),
      sort: index + 1,
    };
  });

/**
 * A product's line: its sub-category and model ("Kasur Springbed Aruna"), whatever
 * its size or style. Two sizes of one line read as the same card on a small
 * screen, so a session shows each line once.
 */
export const productLineOf = (product: Pick<ProductRecord, 'name' | 'subCategoryId'>): string =>
  `${product.subCategoryId}|${product.name.split(' ').find((word) => (modelNames as readonly string[]).includes(word)) ?? product.name}`;

/** The session's products, each drawn one whose line came earlier replaced by the first spare of a line not yet in it (taken from `spares`). */
const oneOfEachLine = (drawn: readonly ProductRecord[], spares: ProductRecord[]): ProductRecord[] => {
  const lines = new Set<string>();
  return drawn.map((product) => {
    const index = lines.has(productLineOf(product)) ? spares.findIndex((spare) => !lines.has(productLineOf(spare))) : -1;
    const shown = index === -1 ? product : spares.splice(index, 1)[0]!;
    lines.add(productLineOf(shown));
    return shown;
  });
};

/**
 * Three flash-sale groups relative to the seed's clock (document 1 §4: "before
 * start it is "Akan datang"…, from start "Berlangsung""): one over (so lists
 * can be seen to leave it out), one running with a sold-out item (remains 0)
 * and an almost sold-out one (remains 1), and one upcoming at full stock.
 * No session shows two products of one line.
 */
export const seedFlashSale = async (db: Database, seed: SeedContext): Promise<void> => {
  const products = db.products.all();
  const random = forkRandom('flash-sale', products);
  const preOrdered = new Set(db.preOrderOffers.all().map((offer) => offer.productId));
  const candidates = products.filter((p) => !p.isBundle && !preOrdered.has(p.id) && p.variants.some((v) => v.stock >= 5));
  const drawn = random.sample(candidates, 18);
  // Stand-ins for a drawn product whose line a session already shows, from a source of their own so the sale's other draws stay put.
  const spares = forkRandom('flash-sale-spares', products).sample(
    candidates.filter((p) => !drawn.includes(p)),
    candidates.length,
  );
  const chosen = [
    ...oneOfEachLine(drawn.slice(0, 4), spares),
    ...oneOfEachLine(drawn.slice(4, 12), spares),
    ...oneOfEachLine(drawn.slice(12, 18), spares),
  ];
  const times = flashSaleGroupTimes(seed.now);

  const groups: FlashSaleGroupRecord[] = [
    { id: FLASH_SALE_GROUPS.over, title: 'Flash Sale Kilat', ...times.over },
    { id: FLASH_SALE_GROUPS.running, title: 'Flash Sale Hari Ini', ...times.running },
    { id: FLASH_SALE_GROUPS.upcoming, title: 'Flash Sale Berikutnya', ...times.upcoming },
  ];
  const items = [
    ...itemsOf(random, FLASH_SALE_GROUPS.over, chosen.slice(0, 4), 1, (_, limit) => random.int(0, limit)),
    ...itemsOf(random, FLASH_SALE_GROUPS.running, chosen.slice(4, 12), 5, (index, limit) =>
      index === 0 ? 0 : index === 1 ? 1 : random.int(2, limit),
    ),
    ...itemsOf(random, FLASH_SALE_GROUPS.upcoming, chosen.slice(12, 18), 13, (_, limit) => limit),
  ];
  for (const group of groups) await db.flashSaleGroups.create(group);
  for (const item of items) await db.flashSaleItems.create(item);
};
