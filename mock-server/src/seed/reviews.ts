import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the reviews area. */
export const seedReviews = async (_db: Database, _seed: SeedContext): Promise<void> => {};
