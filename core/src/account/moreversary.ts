/**
 * The store's anniversary campaign (MOREVERSARY, route /moreversary) as it
 * stands for the logged-in customer (GET more/user/moreversary). Times are
 * milliseconds since the epoch.
 */
export interface MoreversaryStatus {
  readonly title: string;
  readonly startsAt: number;
  readonly endsAt: number;
  /** True while the campaign runs (its start has come and its end has not). */
  readonly active: boolean;
  /** When the customer's account was made. */
  readonly memberSince: number;
  /** Whether this customer can claim the anniversary reward now. */
  readonly eligible: boolean;
  /** What the customer gets, when eligible, e.g. `Voucher ulang tahun Rp100.000`. */
  readonly reward: string | null;
}
