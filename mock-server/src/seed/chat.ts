import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the chat area. */
export const seedChat = async (_db: Database, _seed: SeedContext): Promise<void> => {};
