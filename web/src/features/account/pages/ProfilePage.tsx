import { AccountProfile, Session } from '@more/core';
import { useEffect } from 'react';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { Loadable } from '../../../shared/Loadable';
import { useStore } from '../../../shared/use-store';
import { useSubmission } from '../../../shared/forms/use-submission';
import { AccountInformation, AccountInformationSkeleton } from '../profile/AccountInformation';
import { EmailSection } from '../profile/EmailSection';
import { PhoneSection } from '../profile/PhoneSection';
import { ProfileDetailsForm } from '../profile/ProfileDetailsForm';
import { ProfilePhotoField } from '../profile/ProfilePhotoField';
import { ProfileProgressMeter } from '../profile/ProfileProgressMeter';
import styles from '../profile/ProfilePage.module.css';

/**
 * `/profile` (needs login; document 1 §2) and its default child, the
 * account information. The frame shows it only in the browser, once it knows
 * the shopper is logged in; the profile (POST more/user/show) loads then.
 * Below the card: the photo, the profile's completeness, the details form,
 * the email (verified by link or code) and the phone (verified by WhatsApp).
 */
export default function ProfilePage(_props: PageProps) {
  const profile = useService(AccountProfile);
  const session = useService(Session);
  const state = useStore(profile);
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
      <div className="stack-1">
        <h1 id="profile-title" className="t-xl">
          Informasi Akun
        </h1>
        <p className={styles.subtitle}>Data akun MORE Anda.</p>
      </div>
      <Loadable state={state} skeleton={<AccountInformationSkeleton />} busyLabel="Memuat informasi akun" failure="Informasi akun belum dapat ditampilkan." onRetry={() => void profile.load()}>
        {(value) => (
          <>
            <AccountInformation profile={value} />
            <ProfilePhotoField />
            <ProfileProgressMeter />
            <ProfileDetailsForm profile={value} />
            <EmailSection profile={value} />
            <PhoneSection profile={value} />
          </>
        )}
      </Loadable>
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
