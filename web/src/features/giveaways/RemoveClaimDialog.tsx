import { CustomerGiveaways, type GiveawayClaimView, REMOVE_CLAIM_CONFIRMATION } from '@more/core';
import { useState } from 'react';
import { Dialog, DialogDismiss } from '../../shared/Dialog';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useSubmission } from '../../shared/forms/use-submission';
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
  const submission = useSubmission();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = () =>
    void submission.run(async () => {
      setRefusal(null);
      const outcome = await giveaways.removeClaim(view.claim.id);
      if (outcome.kind === 'done') {
        onDone(outcome.message);
        return 'leaving';
      }
      if (outcome.kind === 'refused' && outcome.reason === 'busy') return 'stay';
      setRefusal(outcome.message);
      return 'stay';
    });

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
        <DialogDismiss className={styles.secondary}>{REMOVE_CLAIM_CONFIRMATION.dismiss}</DialogDismiss>
        <button type="button" className={styles.confirm} onClick={confirm} disabled={submission.busy} aria-busy={submission.busy || undefined}>
          {submission.busy ? 'Mohon menunggu..' : REMOVE_CLAIM_CONFIRMATION.confirm}
        </button>
      </div>
    </Dialog>
  );
};
