import type { Database } from '../db/database';
import type { SeedContext } from './context';

/**
 * Seeds the location area: nothing of its own. The city a customer shops
 * from is kept on the account (the demo customer's is KOTA SURABAYA, seeded
 * in seed/account.ts) and the city list is the regions' data.
 */
export const seedLocation = async (_db: Database, _seed: SeedContext): Promise<void> => {};
