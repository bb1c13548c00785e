import { failureText, Notifications, type StoreFailure } from '@more/core';
import { useState } from 'react';
import { useService } from '../../shared/services';
import styles from './Notifications.module.css';

type Saved = { readonly status: 'idle' } | { readonly status: 'saving'; readonly enabled: boolean } | { readonly status: 'saved'; readonly enabled: boolean } | { readonly status: 'refused'; readonly failure: StoreFailure };

/**
 * Reminders on or off (`POST more/setting/reminder`). Document 2 has no call
 * that reads the setting, so neither choice is marked until the shopper
 * makes one here; the choice stays marked once the server has stored it, and
 * a refusal puts the marks back with the server's reason. One save at a time.
 */
export const ReminderSetting = () => {
  const notifications = useService(Notifications);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [saved, setSaved] = useState<Saved>({ status: 'idle' });
  const saving = saved.status === 'saving';

  const choose = async (enabled: boolean) => {
    if (saving || enabled === chosen) return;
    const before = chosen;
    setChosen(enabled);
    setSaved({ status: 'saving', enabled });
    const outcome = await notifications.setReminder(enabled);
    if (outcome.ok) setSaved({ status: 'saved', enabled });
    else {
      setChosen(before);
      setSaved({ status: 'refused', failure: outcome.failure });
    }
  };

  return (
    <fieldset className={styles.setting} aria-describedby="reminder-state" aria-busy={saving || undefined}>
      <legend className={styles.settingLabel}>Pengingat</legend>
      <div className={styles.choices}>
        {[
          [true, 'Aktif'],
          [false, 'Nonaktif'],
        ].map(([value, label]) => (
          <label key={String(value)} className={styles.choice}>
            <input type="radio" name="reminder" checked={chosen === value} onChange={() => void choose(value as boolean)} disabled={saving && chosen !== value} />
            {label}
          </label>
        ))}
      </div>
      <p id="reminder-state" className={styles.settingHint} role={saved.status === 'refused' ? 'alert' : 'status'}>
        {saved.status === 'idle' && 'Pengingat pesanan dan promo dari MORE.'}
        {saved.status === 'saving' && 'Menyimpan…'}
        {saved.status === 'saved' && (saved.enabled ? 'Pengingat diaktifkan.' : 'Pengingat dinonaktifkan.')}
        {saved.status === 'refused' && `Pengaturan belum tersimpan. ${failureText(saved.failure)}`}
      </p>
    </fieldset>
  );
};
