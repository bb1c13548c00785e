import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the orders area. */
export const seedOrders = async (_db: Database, _seed: SeedContext): Promise<void> => {};
