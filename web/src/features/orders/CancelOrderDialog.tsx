import { CANCEL_CONFIRMATION, CANCEL_NOTE_MAX_LENGTH, OrderActions, cancelNoteCounter, cancelNoteError } from '@more/core';
import { type FormEvent, useRef, useState } from 'react';
import { Dialog, DialogDismiss } from '../../shared/Dialog';
import { FormAlert } from '../../shared/forms/FormAlert';
import { TextAreaField } from '../../shared/forms/TextAreaField';
import { useService } from '../../shared/services';
import styles from './Orders.module.css';
import { useConfirmedAction } from '../../shared/forms/use-confirmed-action';
import type { OrderDialogProps } from './order-dialog';

/**
 * Cancelling an order: the reason (note_cancel, 1 to 500 characters, counted
 * as typed) and a confirmation. A note core refuses is said beside the field,
 * which takes the focus; a refusal of the server is said above the buttons,
 * and what was typed stays.
 */
export const CancelOrderDialog = ({ order, onDone, onClose }: OrderDialogProps) => {
  const actions = useService(OrderActions);
  const { busy, refusal, send, clearRefusal } = useConfirmedAction(onDone);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = cancelNoteError(note);
    setNoteError(invalid);
    clearRefusal();
    if (invalid) {
      field.current?.focus();
      return;
    }
    send(() => actions.cancel(order, note));
  };

  return (
    <Dialog title={CANCEL_CONFIRMATION.title} description={`${CANCEL_CONFIRMATION.text} No. Pesanan ${order.orderNumber}.`} onClose={onClose} testId="cancel-order-dialog">
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <TextAreaField
          ref={field}
          name="note_cancel"
          label="Alasan pembatalan"
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            if (noteError) setNoteError(cancelNoteError(event.target.value));
          }}
          error={noteError ?? undefined}
          counter={cancelNoteCounter(note)}
          // A little room past the limit, so a pasted text is cut by the shopper, not silently by the field.
          maxLength={CANCEL_NOTE_MAX_LENGTH + 100}
          required
          rows={3}
        />
        {refusal && <FormAlert tone="error">{refusal}</FormAlert>}
        <div className={styles.dialogActions}>
          <DialogDismiss className="pill-outline btn-wait">{CANCEL_CONFIRMATION.dismiss}</DialogDismiss>
          <button type="submit" className={styles.danger} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Mohon menunggu..' : CANCEL_CONFIRMATION.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
};
