/**
 * Lets only the newest of several overlapping requests write its answer: an
 * older answer that arrives late (a slow summary, a voucher typed twice) must
 * never overwrite a newer one, nor anything after a reset.
 */
export class LatestRequest {
  private latest = 0;

  /** Starts a request; the function tells, when its answer comes, whether it is still the newest. */
  begin(): () => boolean {
    const mine = ++this.latest;
    return () => mine === this.latest;
  }

  /** Makes every request under way outdated. */
  cancel(): void {
    this.latest++;
  }
}
