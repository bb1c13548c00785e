import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the consultation area. */
export const seedConsultation = async (_db: Database, _seed: SeedContext): Promise<void> => {};
