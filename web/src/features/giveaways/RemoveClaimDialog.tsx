import { CustomerGiveaways, type GiveawayClaimView, REMOVE_CLAIM_CONFIRMATION } from '@more/core';
import { Dialog, DialogDismiss } from '../../shared/Dialog';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useConfirmedAction } from '../../shared/forms/use-confirmed-action';
import { useService } from '../../shared/services';
import styles from './Giveaways.module.css';

/** Withdrawing a waiting claim: a confirmation, sent once; a refusal is said in the dialog, which stays open. */
export const RemoveClaimDialog = ({
  view,
  onDone,
  onClose,
}: {
  readonly view: GiveawayClaimView;
  readonly onDone: (message: string) => void;
  readonly onClose: () => void;
}) => {
  const giveaways = useService(CustomerGiveaways);
  const { busy, refusal, send } = useConfirmedAction(onDone);
  const confirm = () => send(() => giveaways.removeClaim(view.claim.id));

  return (
    <Dialog
      title={REMOVE_CLAIM_CONFIRMATION.title}
      description={`${REMOVE_CLAIM_CONFIRMATION.text} Klaim: ${view.claim.event.title} (${view.claim.event.prize}).`}
      alert
      onClose={onClose}
      testId="remove-claim-dialog"
    >
      {refusal && <FormAlert tone="error">{refusal}</FormAlert>}
      <div className={styles.dialogActions}>
        <DialogDismiss className="btn-outline">{REMOVE_CLAIM_CONFIRMATION.dismiss}</DialogDismiss>
        <button type="button" className="btn btn-wait" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Mohon menunggu..' : REMOVE_CLAIM_CONFIRMATION.confirm}
        </button>
      </div>
    </Dialog>
  );
};
