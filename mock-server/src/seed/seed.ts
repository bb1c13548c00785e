import type { Database } from '../db/database';
import { SeededRandom } from './random';
import { seedSteps } from './steps';

export interface SeedOptions {
  /** Another number gives another store; the default gives the store the tests and docs describe. */
  readonly seed?: number;
  /** The server's clock at start, in unix seconds. */
  readonly now: number;
  /** Multiplies the catalogue, for benchmarks at 10x and 100x. */
  readonly scale?: number;
}

export const DEFAULT_SEED = 20261121;
export { SEEDED_PRODUCT_COUNT } from './catalogue';

export const seedDatabase = async (db: Database, options: SeedOptions): Promise<void> => {
  const context = { random: new SeededRandom(options.seed ?? DEFAULT_SEED), now: options.now, scale: options.scale ?? 1 };
  for (const step of seedSteps) await step.seed(db, context);
};

/** Empties every collection, so the seed can run again (the test controls' reset). */
export const clearDatabase = (db: Database): void => {
  for (const collection of Object.values(db)) collection.clear();
};
