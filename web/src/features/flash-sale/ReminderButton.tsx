import { FlashSaleReminder } from '@more/core';
import { useLocation, useSearch } from 'wouter';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './FlashSale.module.css';

/**
 * ★ "Ingatkan Saya" on an upcoming flash sale (issue 10 point 6). What it does — a guest to
 * /login and back, a customer's reminder switched on — and every label are core's.
 */
export const ReminderButton = () => {
  const reminder = useService(FlashSaleReminder);
  const view = useStore(reminder);
  const [path] = useLocation();
  const search = useSearch();
  return (
    <div className={styles.reminder}>
      <button
        type="button"
        className={styles.reminderButton}
        disabled={view.disabled}
        aria-busy={view.status === 'saving'}
        onClick={() => void reminder.remind(search ? `${path}?${search}` : path)}
      >
        {view.label}
      </button>
      <p className={view.status === 'failed' ? styles.reminderFailed : styles.reminderMessage} role="status" aria-live="polite">
        {view.message}
      </p>
    </div>
  );
};
