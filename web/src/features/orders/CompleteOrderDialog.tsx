import { COMPLETE_CONFIRMATION, OrderActions } from '@more/core';
import { Dialog, DialogDismiss } from '../../shared/Dialog';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useService } from '../../shared/services';
import styles from './Orders.module.css';
import { useConfirmedAction } from '../../shared/forms/use-confirmed-action';
import type { OrderDialogProps } from './order-dialog';

/** Completing a shipped order once it has arrived: a confirmation, sent once; a refusal is said in the dialog. */
export const CompleteOrderDialog = ({ order, onDone, onClose }: OrderDialogProps) => {
  const actions = useService(OrderActions);
  const { busy, refusal, send } = useConfirmedAction(onDone);
  const confirm = () => send(() => actions.complete(order));

  return (
    <Dialog title={COMPLETE_CONFIRMATION.title} description={`${COMPLETE_CONFIRMATION.text} No. Pesanan ${order.orderNumber}.`} alert onClose={onClose} testId="complete-order-dialog">
      {refusal && <FormAlert tone="error">{refusal}</FormAlert>}
      <div className={styles.dialogActions}>
        <DialogDismiss className="pill-outline btn-wait">{COMPLETE_CONFIRMATION.dismiss}</DialogDismiss>
        <button type="button" className="btn btn-wait" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Mohon menunggu..' : COMPLETE_CONFIRMATION.confirm}
        </button>
      </div>
    </Dialog>
  );
};
