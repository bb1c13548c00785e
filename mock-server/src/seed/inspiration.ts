import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the inspiration area. */
export const seedInspiration = async (_db: Database, _seed: SeedContext): Promise<void> => {};
