import { STOCK_UNAVAILABLE_DIALOG } from '@more/core';
import { Dialog, DialogDismiss } from '../../shared/Dialog';
import styles from './Orders.module.css';

/**
 * "Buy-again stock failure: a dialog titled 'Stok Tidak Tersedia', text 'Maaf,
 * beberapa item tidak memiliki stok yang cukup', button OK; no items added"
 * (document 2 §8). The shared modal dialog, as an alert: focus starts on OK,
 * Escape closes it, and focus returns to "Beli Lagi".
 */
export const StockUnavailableDialog = ({ onClose }: { readonly onClose: () => void }) => (
  <Dialog title={STOCK_UNAVAILABLE_DIALOG.title} description={STOCK_UNAVAILABLE_DIALOG.message} alert onClose={onClose} testId="stock-unavailable-dialog">
    <div className={styles.dialogActions}>
      <DialogDismiss className="btn btn-wait">{STOCK_UNAVAILABLE_DIALOG.button}</DialogDismiss>
    </div>
  </Dialog>
);
