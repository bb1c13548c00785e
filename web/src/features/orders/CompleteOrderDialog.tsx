import { COMPLETE_CONFIRMATION, OrderActions, type OrderStatus } from '@more/core';
import { useState } from 'react';
import { Dialog, DialogDismiss } from '../../shared/Dialog';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useSubmission } from '../../shared/forms/use-submission';
import { useService } from '../../shared/services';
import styles from './Orders.module.css';

/** Completing a shipped order once it has arrived: a confirmation, sent once; a refusal is said in the dialog. */
export const CompleteOrderDialog = ({
  order,
  onDone,
  onClose,
}: {
  readonly order: { readonly orderNumber: string; readonly status: OrderStatus };
  readonly onDone: (message: string) => void;
  readonly onClose: () => void;
}) => {
  const actions = useService(OrderActions);
  const submission = useSubmission();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = () =>
    void submission.run(async () => {
      setRefusal(null);
      const outcome = await actions.complete(order);
      if (outcome.kind === 'done') {
        onDone(outcome.message);
        return 'leaving';
      }
      if (outcome.kind === 'refused' && outcome.reason === 'busy') return 'stay';
      setRefusal(outcome.message);
      return 'stay';
    });

  return (
    <Dialog title={COMPLETE_CONFIRMATION.title} description={`${COMPLETE_CONFIRMATION.text} No. Pesanan ${order.orderNumber}.`} alert onClose={onClose} testId="complete-order-dialog">
      {refusal && <FormAlert tone="error">{refusal}</FormAlert>}
      <div className={styles.dialogActions}>
        <DialogDismiss className={styles.secondary}>{COMPLETE_CONFIRMATION.dismiss}</DialogDismiss>
        <button type="button" className={styles.primary} onClick={confirm} disabled={submission.busy} aria-busy={submission.busy || undefined}>
          {submission.busy ? 'Mohon menunggu..' : COMPLETE_CONFIRMATION.confirm}
        </button>
      </div>
    </Dialog>
  );
};
