import type { Database } from '../db/database';
import type { SeedContext } from './context';

/** Seeds the address-book area. */
export const seedAddressBook = async (_db: Database, _seed: SeedContext): Promise<void> => {};
