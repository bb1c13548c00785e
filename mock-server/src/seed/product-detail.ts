import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the product-detail area. */
export const seedProductDetail = async (_db: Database, _seed: SeedContext): Promise<void> => {};
