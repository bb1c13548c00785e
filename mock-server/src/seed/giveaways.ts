import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the giveaways area. */
export const seedGiveaways = async (_db: Database, _seed: SeedContext): Promise<void> => {};
