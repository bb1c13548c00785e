import { STOCK_UNAVAILABLE_DIALOG } from '@more/core';
import { useEffect, useId, useRef } from 'react';
import styles from './Orders.module.css';

/**
 * "Buy-again stock failure: a dialog titled 'Stok Tidak Tersedia', text 'Maaf,
 * beberapa item tidak memiliki stok yang cukup', button OK; no items added"
 * (document 2 §8). A native modal <dialog>: the page behind is inert, focus
 * starts on OK, Escape closes it, and focus returns to "Beli Lagi".
 */
export const StockUnavailableDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    okRef.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="stock-unavailable-dialog"
      onClose={onClose}
      onCancel={(event) => {
        // Escape: closed here, so onClose runs once whatever the browser does next.
        event.preventDefault();
        dialogRef.current?.close();
      }}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {STOCK_UNAVAILABLE_DIALOG.title}
      </h2>
      <p id={textId} className={styles.dialogText}>
        {STOCK_UNAVAILABLE_DIALOG.message}
      </p>
      <button ref={okRef} type="button" className={styles.primary} onClick={() => dialogRef.current?.close()}>
        {STOCK_UNAVAILABLE_DIALOG.button}
      </button>
    </dialog>
  );
};
