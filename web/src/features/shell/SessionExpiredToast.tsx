import { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TOAST_MS, hasSessionExpiredMarker } from '@more/core';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useHydrated } from '../../shared/use-hydrated';
import styles from './SessionExpiredToast.module.css';

const MARKER = 'unAuth';

/**
 * "When the query carries the marker unAuth, the home page shows an info
 * toast for 5 seconds: 'Sesi telah habis, silahkan login kembali'" (document
 * 1 §2). The marker is the toast's state: closing it (after 5 seconds or by
 * hand) takes the marker out of the address, so a reload does not show it
 * again. Shown after hydration only: it tells the shopper in this browser.
 */
export const SessionExpiredToast = ({ onHome }: { readonly onHome: boolean }) => {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const hydrated = useHydrated();
  const visible = hydrated && onHome && hasSessionExpiredMarker(search);

  const close = useCallback(() => {
    const query = new URLSearchParams(search);
    query.delete(MARKER);
    const rest = query.toString();
    navigate(`${path}${rest ? `?${rest}` : ''}${window.location.hash}`, { replace: true });
  }, [search, path, navigate]);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(close, SESSION_EXPIRED_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [visible, close]);

  return (
    // The live region is always there, so the message is announced when it is put in.
    <div className={styles.region} role="status" aria-live="polite">
      {visible && (
        <div className={styles.toast} data-testid="session-expired-toast">
          <svg className={styles.icon} width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 11v6M12 7.5v.01" />
          </svg>
          <p className={styles.text}>{SESSION_EXPIRED_MESSAGE}</p>
          <button type="button" className={styles.close} onClick={close} aria-label="Tutup pemberitahuan">
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
};
