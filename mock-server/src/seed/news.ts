import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the news area. */
export const seedNews = async (_db: Database, _seed: SeedContext): Promise<void> => {};
