/**
 * The mock server's clock. It starts at the real time and can be moved by
 * tests (flash sales that start or end, vouchers that expire) without
 * touching the machine's clock.
 */
export class MockClock {
  private offsetMs = 0;

  constructor(private readonly realNow: () => number = Date.now) {}

  now(): number {
    return this.realNow() + this.offsetMs;
  }

  unixSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  set(epochMs: number): void {
    this.offsetMs = epochMs - this.realNow();
  }
}
