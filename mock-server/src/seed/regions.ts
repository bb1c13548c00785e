import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the regions area. */
export const seedRegions = async (_db: Database, _seed: SeedContext): Promise<void> => {};
