import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the cart area. */
export const seedCart = async (_db: Database, _seed: SeedContext): Promise<void> => {};
