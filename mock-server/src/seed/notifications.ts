import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the notifications area. */
export const seedNotifications = async (_db: Database, _seed: SeedContext): Promise<void> => {};
