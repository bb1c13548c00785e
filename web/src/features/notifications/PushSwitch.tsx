import { failureText, PushRegistration, type PushRegistrationState } from '@more/core';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './Notifications.module.css';

const explanation = (state: PushRegistrationState): string => {
  switch (state.status) {
    case 'unsupported':
      return 'Browser ini tidak mendukung notifikasi.';
    case 'off':
      return 'Aktifkan untuk menerima kabar pesanan dan promo di perangkat ini. Browser akan meminta izin Anda.';
    case 'asking':
      return 'Izinkan notifikasi pada jendela yang ditampilkan browser.';
    case 'registering':
      return 'Mendaftarkan perangkat ini…';
    case 'on':
      return 'Perangkat ini terdaftar untuk notifikasi. Untuk berhenti, cabut izin notifikasi di pengaturan browser.';
    case 'denied':
      return 'Izin notifikasi ditolak. Izinkan notifikasi untuk situs ini di pengaturan browser, lalu coba lagi.';
    case 'failed':
      return `Perangkat belum dapat didaftarkan. ${state.failure ? failureText(state.failure) : ''}`.trim();
  }
};

/**
 * "Notifikasi di perangkat ini" (issue 21 point 8): the browser's permission
 * is asked only when the shopper turns this on, then the device is
 * registered once. Document 2 has no call to unregister, so once on it stays
 * on (and says how to stop); a refused permission says where to allow it.
 */
export const PushSwitch = () => {
  const push = useService(PushRegistration);
  const state = useStore(push);
  const on = state.status === 'on';
  const busy = state.status === 'asking' || state.status === 'registering';
  const locked = on || busy || state.status === 'unsupported';
  return (
    <div className={styles.setting}>
      <div className={styles.settingText}>
        <label htmlFor="push-switch" className={styles.settingLabel}>
          Notifikasi di perangkat ini
        </label>
        <p id="push-switch-state" className={styles.settingHint} role={state.status === 'failed' || state.status === 'denied' ? 'alert' : 'status'}>
          {explanation(state)}
        </p>
      </div>
      <input
        id="push-switch"
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={on || busy}
        aria-checked={on || busy}
        aria-describedby="push-switch-state"
        aria-disabled={locked || undefined}
        data-testid="push-switch"
        onChange={() => {
          if (!locked) void push.enable();
        }}
      />
    </div>
  );
};
