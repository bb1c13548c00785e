import { formatThousands } from '../money/rupiah';
import type { RewardCard } from './promotion-offer-cards';

/** The customer's points: "12.500 Poin". */
export const pointsText = (points: number): string => `${formatThousands(Math.max(0, Math.floor(points)))} Poin`;

/** Points still missing for a reward: 0 when the balance covers it. */
export const pointsShortfall = (balance: number, cost: number): number => Math.max(0, Math.ceil(cost) - Math.floor(balance));

export const REDEEM_LABEL = 'Tukar Poin';
export const POINTS_HISTORY_UNAVAILABLE_TEXT = 'Riwayat poin belum tersedia.';

/**
 * What a reward's button offers on /profile/point. A product reward is
 * redeemed as a cart line (`is_reedem`, paid with points: document 1 §4);
 * document 2 has no call that redeems a voucher, so a voucher offers no
 * button. The server's `can_redeem` decides; the balance, when known, says
 * how many points are missing.
 */
export type RedeemOption =
  | { readonly kind: 'redeem'; readonly label: string }
  | { readonly kind: 'unavailable'; readonly label: string; readonly reason: string }
  | { readonly kind: 'voucher'; readonly note: string };

export const redeemOption = (reward: Pick<RewardCard, 'affordable' | 'cost' | 'quotaLeft' | 'productSlug'>, balance: number | null): RedeemOption => {
  if (reward.productSlug === null) return { kind: 'voucher', note: 'Voucher ini belum dapat ditukar di situs.' };
  if (reward.quotaLeft <= 0) return { kind: 'unavailable', label: REDEEM_LABEL, reason: 'Kuota hadiah ini sudah habis' };
  const missing = balance === null ? 0 : pointsShortfall(balance, reward.cost);
  if (missing > 0) return { kind: 'unavailable', label: REDEEM_LABEL, reason: `Poin belum cukup, kurang ${pointsText(missing)}` };
  if (!reward.affordable) return { kind: 'unavailable', label: REDEEM_LABEL, reason: 'Poin belum cukup' };
  return { kind: 'redeem', label: REDEEM_LABEL };
};
