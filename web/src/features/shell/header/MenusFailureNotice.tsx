import { StoreMenus, failureText } from '@more/core';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import styles from './MenusFailureNotice.module.css';

/**
 * On phones the category menu lives in the side panel, out of sight: when the
 * menus could not be loaded, the shopper reads why under the header and can
 * try again (document 2 §8: a failed call shows a message, never a blank).
 */
export const MenusFailureNotice = () => {
  const storeMenus = useService(StoreMenus);
  const state = useStore(storeMenus);
  if (state.status !== 'failed') return null;
  return (
    <p className={styles.notice} role="alert">
      <span>Menu kategori belum termuat. {failureText(state.failure)}</span>
      <button type="button" className="btn-outline" onClick={() => void storeMenus.load()}>
        Coba Lagi
      </button>
    </p>
  );
};
