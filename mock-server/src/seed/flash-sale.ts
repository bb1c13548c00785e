import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the flash-sale area. */
export const seedFlashSale = async (_db: Database, _seed: SeedContext): Promise<void> => {};
