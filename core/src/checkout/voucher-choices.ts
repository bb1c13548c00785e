import type { AppliedVoucher, Voucher } from './voucher';

/** What the review step's voucher picker offers, and the one line that opens it or says there is nothing. */
export interface VoucherChoices {
  /** The shopper's vouchers except the one already applied, in the server's order. */
  readonly offered: readonly Voucher[];
  /** "Pilih dari voucher Anda (n)", or why there is nothing to choose. */
  readonly line: string;
}

/**
 * The shopper's vouchers (`GET more/voucher?device=web`) beside the applied
 * one: the applied voucher is not offered again, so taking one from the list
 * always changes something.
 */
export const voucherChoices = (vouchers: readonly Voucher[], applied: AppliedVoucher | null): VoucherChoices => {
  const offered = vouchers.filter((voucher) => voucher.code !== applied?.code);
  if (offered.length > 0) return { offered, line: `Pilih dari voucher Anda (${offered.length})` };
  return { offered, line: vouchers.length === 0 ? 'Belum ada voucher untuk Anda.' : 'Belum ada voucher lain untuk Anda.' };
};
