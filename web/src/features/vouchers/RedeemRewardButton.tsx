import { type RewardCard, RewardRedemption, redeemOption } from '@more/core';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './Vouchers.module.css';

/**
 * A reward's "Tukar Poin" (core's redeemOption): a product reward goes into
 * the cart as a reward line, and core sends the shopper to the cart; a reward the
 * balance does not cover shows a disabled button and how many points are
 * missing; a voucher says it cannot be redeemed here.
 */
export const RedeemRewardButton = ({ reward, balance }: { readonly reward: RewardCard; readonly balance: number | null }) => {
  const redemption = useService(RewardRedemption);
  const state = useStore(redemption);
  const option = redeemOption(reward, balance);
  const busy = state.busyId === reward.id;
  const last = state.last?.rewardId === reward.id ? state.last.outcome : null;
  const noteId = `redeem-note-${reward.id}`;

  if (option.kind === 'voucher') return <p className="muted-0">{option.note}</p>;

  return (
    <div className="row-2">
      <button
        type="button"
        className={styles.use}
        onClick={() => void redemption.redeem(reward, balance)}
        disabled={option.kind !== 'redeem' || state.busyId !== null}
        aria-busy={busy || undefined}
        aria-describedby={option.kind === 'unavailable' ? noteId : undefined}
        data-testid="redeem-reward"
      >
        {busy ? 'Menukar…' : option.label}
        <span className="visually-hidden"> {reward.title}</span>
      </button>
      {option.kind === 'unavailable' && (
        <p id={noteId} className={styles.refusal} data-testid="redeem-unavailable">
          {option.reason}
        </p>
      )}
      <p className={styles.refusal} role="status">
        {last && last.kind !== 'added' ? last.message : null}
      </p>
    </div>
  );
};
