import { hasSessionExpiredMarker } from '@more/core';
import { Suspense, lazy } from 'react';
import { useSearch } from 'wouter';
import { useHydrated } from '../../shared/use-hydrated';
import styles from './SessionExpiredToast.module.css';

const SessionExpiredNotice = lazy(() => import('./SessionExpiredNotice'));

/**
 * "When the query carries the marker unAuth, the home page shows an info
 * toast for 5 seconds: 'Sesi telah habis, silahkan login kembali'" (document
 * 1 §2). The marker is the toast's state (SessionExpiredNotice.tsx, loaded when
 * it shows). Shown after hydration only: it tells the shopper in this browser.
 */
export const SessionExpiredToast = ({ onHome }: { readonly onHome: boolean }) => {
  const search = useSearch();
  const hydrated = useHydrated();
  const visible = hydrated && onHome && hasSessionExpiredMarker(search);

  return (
    // The live region is always there, so the message is announced when it is put in.
    <div className={styles.region} role="status" aria-live="polite">
      {visible && (
        <Suspense fallback={null}>
          <SessionExpiredNotice />
        </Suspense>
      )}
    </div>
  );
};
