import { AccountVerificationApiToken, NavigationToken, verifyEmailLink } from '@more/core';
import { useEffect, useRef } from 'react';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { DoorLayout } from '../DoorLayout';
import styles from '../VerifyEmail.module.css';

/**
 * `/verify-email/{id}`: "Email verification at /verify-email/{id} calls GET
 * mail/verification/{id}. Success goes to /; failure goes to /404" (document
 * 2 §2). The page only says what is happening while the link is confirmed.
 */
export default function VerifyEmailPage({ params }: PageProps) {
  const id = params.id ?? '';
  const api = useService(AccountVerificationApiToken);
  const navigation = useService(NavigationToken);
  // A link is confirmed once per visit, even where effects run twice (React's strict mode in development).
  const confirmed = useRef<string | null>(null);

  useEffect(() => {
    if (confirmed.current === id) return;
    confirmed.current = id;
    void verifyEmailLink(api, navigation, id);
  }, [api, navigation, id]);

  return (
    <DoorLayout title="Verifikasi Email">
      <div className={styles.working} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p>Mohon menunggu.. Kami sedang memverifikasi email Anda.</p>
      </div>
    </DoorLayout>
  );
}
