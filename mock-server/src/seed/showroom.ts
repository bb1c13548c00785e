import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the showroom area. */
export const seedShowroom = async (_db: Database, _seed: SeedContext): Promise<void> => {};
