import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the wishlist area. */
export const seedWishlist = async (_db: Database, _seed: SeedContext): Promise<void> => {};
