import { createDatabase, type Database } from './db/database';
import { createHandlers, type HandlerOptions } from './handlers/handlers';
import { type SeedOptions, seedDatabase } from './seed/seed';

export interface MockApi {
  readonly db: Database;
  readonly handlers: ReturnType<typeof createHandlers>;
}

/** A seeded database with its handlers: the whole mock API, ready to be served. */
export const createMockApi = async (options: Partial<SeedOptions> & HandlerOptions = {}): Promise<MockApi> => {
  const db = createDatabase();
  await seedDatabase(db, { now: Math.floor(Date.now() / 1000), ...options });
  return { db, handlers: createHandlers(db, options) };
};
