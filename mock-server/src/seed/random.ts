/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same
 * store at every start, on every machine, so tests and screenshots can rely
 * on the data. Another seed gives another, equally plausible store.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) {
      taken.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    }
    return taken;
  }

  /** A price in whole rupiah, rounded the way shops price: to the nearest 10.000 above 1 million, else 1.000. */
  price(min: number, max: number): number {
    const raw = min + this.next() * (max - min);
    const step = raw >= 1_000_000 ? 10_000 : 1_000;
    return Math.round(raw / step) * step - (this.chance(0.4) ? step / 10 : 0);
  }
}
