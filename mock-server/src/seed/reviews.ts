import type { ProductRecord } from '../db/catalogue';
import type { Database } from '../db/database';
import type { ProductReviewRecord } from '../db/reviews';
import { artworkUrl } from '../handlers/media';
import { DEMO_CUSTOMER } from './account';
import type { SeedContext } from './context';
import { SeededRandom } from './random';
import { complaintTemplateTexts, reviewerNames, reviewTemplateTexts, reviewTexts, shortName } from './reviews-data';

const DAY = 24 * 60 * 60;

/** Only the first 320 products get reviews, so a benchmark's 100x catalogue seeds as fast as the normal one. */
const REVIEWED_PRODUCTS = 320;

/**
 * The products of the demo customer's completed order (DEMO_ORDERS.completed):
 * the first two products, from id 5 up, that are in stock and rated. The
 * orders seed picks its own items; these two are what the review seed treats
 * as bought: the first is already reviewed by the demo customer, the second
 * is waiting for a review.
 */
export const demoPurchasedProducts = (db: Database): [ProductRecord, ProductRecord] => {
  const picked = db.products
    .all()
    .filter((p) => p.id >= 5 && p.rating > 0 && p.variants.some((v) => v.stock > 0))
    .sort((a, b) => a.id - b.id)
    .slice(0, 2);
  const [first, second] = picked;
  if (!first || !second) throw new Error('the catalogue has too few rated products for the demo order');
  return [first, second];
};

/**
 * `count` whole ratings of 1 to 5 whose mean is as close to `mean` as whole
 * stars allow: their sum is round(mean × count). They start level and are
 * then spread by moving a star from one review to another, which keeps the sum.
 */
export const ratingsAround = (random: SeededRandom, mean: number, count: number): number[] => {
  const total = Math.min(5 * count, Math.max(count, Math.round(mean * count)));
  const base = Math.floor(total / count);
  const ratings = Array.from({ length: count }, (_, i) => (i < total - base * count ? base + 1 : base));
  for (let move = 0; move < count; move++) {
    const from = random.int(0, count - 1);
    const to = random.int(0, count - 1);
    if (from !== to && ratings[from]! > 1 && ratings[to]! < 5) {
      ratings[from]!--;
      ratings[to]!++;
    }
  }
  return ratings;
};

const variantText = (product: ProductRecord, random: SeededRandom): string => {
  const variant = random.pick(product.variants);
  return `${variant.name}, ${variant.colour.name}`;
};

/**
 * Reviews for every rated product (the catalogue's rating 0 means "no reviews
 * yet"): more for the best sellers, their stars averaging the product's
 * rating, written over the last year and a half. The templates of reviews
 * and complaints; the demo customer's review of the first product they bought.
 */
export const seedReviews = async (db: Database, seed: SeedContext): Promise<void> => {
  // A stream of its own: how much this seed draws never shifts the seeds after it.
  const random = new SeededRandom(seed.random.int(1, 2_147_483_646));
  for (const [index, text] of reviewTemplateTexts.entries()) await db.reviewTemplates.create({ id: index + 1, text });
  for (const [index, text] of complaintTemplateTexts.entries()) await db.complaintTemplates.create({ id: index + 1, text });

  const [reviewedByDemo] = demoPurchasedProducts(db);
  const records: ProductReviewRecord[] = [];
  for (const product of db.products.all().filter((p) => p.rating > 0 && p.id <= REVIEWED_PRODUCTS)) {
    const count = product.totalSales > 1000 ? random.int(4, 9) : product.totalSales > 100 ? random.int(2, 4) : random.int(1, 2);
    const ratings = ratingsAround(random, product.rating, count).sort((a, b) => a - b);
    const ageLimit = Math.max(2, Math.floor((seed.now - product.createdAt) / DAY));
    for (const [i, rating] of ratings.entries()) {
      const byDemo = product.id === reviewedByDemo.id && i === ratings.length - 1;
      const name = byDemo ? DEMO_CUSTOMER.name : random.pick(reviewerNames);
      records.push({
        id: records.length + 1,
        productId: product.id,
        customerId: byDemo ? DEMO_CUSTOMER.id : null,
        reviewerName: shortName(name),
        reviewerPicture: random.chance(0.4) ? artworkUrl('', 'avatar', name) : null,
        rating,
        text: byDemo
          ? 'Barangnya kokoh dan finishingnya rapi. Dikirim tepat waktu dan kurirnya membantu menaikkan ke lantai dua.'
          : random.chance(0.12)
            ? ''
            : random.pick(reviewTexts[rating - 1]!),
        variant: variantText(product, random),
        fileIds: [],
        createdAt: byDemo ? seed.now - 20 * DAY : seed.now - random.int(1, Math.min(540, ageLimit)) * DAY - random.int(0, DAY - 1),
      });
    }
  }
  for (const record of records) await db.productReviews.create(record);
};
