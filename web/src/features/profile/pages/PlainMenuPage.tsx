import { Session } from '@more/core';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useSubmission } from '../../../shared/forms/use-submission';
import { ProfileMenu } from '../ProfileMenu';
import styles from './PlainMenuPage.module.css';

/**
 * `/plain-menu` (needs login): "the mobile profile menu" (document 1 §2), what
 * the bottom navigation's Profil tab opens. Each of the profile's pages, and
 * Keluar.
 */
export default function PlainMenuPage(_props: PageProps) {
  const session = useService(Session);
  const leaving = useSubmission();
  const logout = () =>
    void leaving.run(async () => {
      await session.logout();
      return 'leaving';
    });

  return (
    <section className={styles.page} aria-labelledby="plain-menu-title">
      <h1 id="plain-menu-title" className="t-xl">
        Akun Saya
      </h1>
      <nav aria-labelledby="plain-menu-title">
        <ProfileMenu variant="page" />
      </nav>
      <button type="button" className={styles.logout} onClick={logout} disabled={leaving.busy} aria-busy={leaving.busy || undefined}>
        {leaving.busy ? 'Mohon menunggu..' : 'Keluar'}
      </button>
    </section>
  );
}
