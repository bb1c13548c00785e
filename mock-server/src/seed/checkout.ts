import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the checkout area. */
export const seedCheckout = async (_db: Database, _seed: SeedContext): Promise<void> => {};
