import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the location area. */
export const seedLocation = async (_db: Database, _seed: SeedContext): Promise<void> => {};
