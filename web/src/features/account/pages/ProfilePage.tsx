import { AccountProfile, type Loadable, type Profile, Session, failureText } from '@more/core';
import { useEffect } from 'react';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useObservable } from '../../../shared/use-store';
import { useSubmission } from '../../../shared/forms/use-submission';
import { AccountInformation, AccountInformationSkeleton } from '../profile/AccountInformation';
import styles from '../profile/ProfilePage.module.css';

const idle: Loadable<Profile> = { status: 'idle' };

/**
 * `/profile` (needs login; document 1 §2) and its default child, the
 * account information. The frame shows it only in the browser, once it knows
 * the shopper is logged in; the profile (POST more/user/show) loads then.
 */
export default function ProfilePage(_props: PageProps) {
  const profile = useService(AccountProfile);
  const session = useService(Session);
  const state = useObservable(profile.state$, idle);
  const leaving = useSubmission();

  useEffect(() => {
    void profile.ensureLoaded();
  }, [profile]);

  const logout = () =>
    void leaving.run(async () => {
      // "Logout clears user, location, wishlist, current product, cart and notifications, then the token, and redirects home."
      await session.logout();
      return 'leaving';
    });

  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <div className={styles.heading}>
        <h1 id="profile-title" className={styles.title}>
          Informasi Akun
        </h1>
        <p className={styles.subtitle}>Data akun MORE Anda.</p>
      </div>
      {(state.status === 'idle' || state.status === 'loading') && <AccountInformationSkeleton />}
      {state.status === 'ready' && <AccountInformation profile={state.value} />}
      {state.status === 'failed' && (
        <div className={styles.problem} role="alert">
          <p>
            <strong>Informasi akun belum dapat ditampilkan.</strong>
          </p>
          <p>{failureText(state.failure)}</p>
          <button type="button" className={styles.retry} onClick={() => void profile.load()}>
            Coba Lagi
          </button>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.logout} onClick={logout} disabled={leaving.busy} aria-busy={leaving.busy || undefined}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {leaving.busy ? 'Mohon menunggu..' : 'Keluar'}
        </button>
      </div>
    </section>
  );
}
