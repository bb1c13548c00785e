import { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TOAST_MS } from '@more/core';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import styles from './SessionExpiredToast.module.css';

const MARKER = 'unAuth';

/**
 * The toast itself (SessionExpiredToast.tsx): a chunk of its own, loaded only when a session ended, so every other
 * page's entry is the lighter for it. Closing it (after 5 seconds or by hand) takes the marker out of the address,
 * so a reload does not show it again.
 */
const SessionExpiredNotice = () => {
  const search = useSearch();
  const [path, navigate] = useLocation();

  const close = useCallback(() => {
    const query = new URLSearchParams(search);
    query.delete(MARKER);
    const rest = query.toString();
    navigate(`${path}${rest ? `?${rest}` : ''}${window.location.hash}`, { replace: true });
  }, [search, path, navigate]);

  useEffect(() => {
    const timer = window.setTimeout(close, SESSION_EXPIRED_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [close]);

  return (
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
  );
};

export default SessionExpiredNotice;
