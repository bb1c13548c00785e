import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the session area. */
export const seedSession = async (_db: Database, _seed: SeedContext): Promise<void> => {};
