import type { Database } from '../db/database';
import { DEMO_CUSTOMER } from './account';
import type { SeedContext } from './context';
import { SeededRandom } from './random';

const DAY = 24 * 60 * 60;

/** Seeds the wishlist area: seven products the demo customer wished for over the last weeks, from several rooms. */
export const seedWishlist = async (db: Database, seed: SeedContext): Promise<void> => {
  // A stream of its own: how much this seed draws never shifts the seeds after it.
  const random = new SeededRandom(seed.random.int(1, 2_147_483_646));
  const candidates = db.products.all().filter((p) => p.id <= 320 && p.variants.some((v) => v.stock > 0));
  const wished = random.sample(candidates, 7);
  for (const [index, product] of wished.entries()) {
    await db.wishlistItems.create({
      id: index + 1,
      customerId: DEMO_CUSTOMER.id,
      productId: product.id,
      createdAt: seed.now - (index * 4 + 1) * DAY - random.int(0, DAY - 1),
    });
  }
};
