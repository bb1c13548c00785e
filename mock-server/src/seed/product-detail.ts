import type { Database } from '../db/database';
import { DEMO_CUSTOMER } from './account';
import { forkRandom } from './catalogue';
import type { SeedContext } from './context';

/** "Last-seen 8" (document 2 §9): the most the history keeps. */
export const PRODUCT_HISTORY_LIMIT = 8;

/**
 * The demo customer's product history (what `GET uni/product?type=lastseen`
 * answers them): eight products opened over the last days, a bundle among
 * them, so the home page's "last seen products" carousel is full.
 */
export const seedProductDetail = async (db: Database, seed: SeedContext): Promise<void> => {
  const products = db.products.all();
  const random = forkRandom('product-history', products);
  const bundles = products.filter((p) => p.isBundle);
  const seen = random.sample(
    products.filter((p) => !p.isBundle),
    PRODUCT_HISTORY_LIMIT - (bundles.length > 0 ? 1 : 0),
  );
  if (bundles.length > 0) seen.splice(2, 0, random.pick(bundles));
  await db.productHistories.create({ customerId: DEMO_CUSTOMER.id, productIds: seen.map((p) => p.id), updatedAt: seed.now - 3 * 3600 });
};
