import type { Database } from '../db/database';
import { seedProducts } from './catalogue';
import { SeededRandom } from './random';

export interface SeedOptions {
  /** Another number gives another store; the default gives the store the tests and docs describe. */
  readonly seed?: number;
  /** The server's clock at start, in unix seconds: "newest" and flash sales are relative to it. */
  readonly now: number;
  /** Multiplies the catalogue, for benchmarks at 10x and 100x. */
  readonly scale?: number;
}

export const DEFAULT_SEED = 20261121;
export const SEEDED_PRODUCT_COUNT = 320;

export const seedDatabase = async (db: Database, options: SeedOptions): Promise<void> => {
  const random = new SeededRandom(options.seed ?? DEFAULT_SEED);
  await seedProducts(db, random, { count: SEEDED_PRODUCT_COUNT * (options.scale ?? 1), now: options.now });
};
