import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the promotions area. */
export const seedPromotions = async (_db: Database, _seed: SeedContext): Promise<void> => {};
