import type { Database } from '../db/database';
import type { SeedContext } from './context';

/**
 * Seeds the session area: nothing. Nobody is logged in at start; a login
 * (or a test's `signIn`) issues the bearer tokens.
 */
export const seedSession = async (_db: Database, _seed: SeedContext): Promise<void> => {};
