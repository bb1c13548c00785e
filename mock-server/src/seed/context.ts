import type { SeededRandom } from './random';

/** What every feature's seed may use. */
export interface SeedContext {
  /** The one random source of a seeding: the same seed gives the same store. */
  readonly random: SeededRandom;
  /** The server's clock at seeding, in unix seconds: "newest", flash sales and expiry are relative to it. */
  readonly now: number;
  /** Multiplies the catalogue, for benchmarks at 10x and 100x. */
  readonly scale: number;
}
