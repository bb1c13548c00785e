import { RewardShelf, idle } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useHydrated } from '../../../shared/use-hydrated';
import { useStore } from '../../../shared/use-store';
import { RewardCards } from '../../promotions/public';
import { ListSkeleton } from '../ListSkeleton';
import styles from '../Vouchers.module.css';

/**
 * `/profile/point` (needs login): the rewards the customer can take for
 * points (`GET more/promotion/reedem`), each with its cost, as /promotion
 * shows them. Document 2 has no call for the points balance and this answer
 * carries none, so no balance is shown: each reward says whether the
 * customer's points are enough ("Poin Anda cukup"), as the server decides.
 */
export default function PointsPage(_props: PageProps) {
  const hydrated = useHydrated();
  const shelf = useService(RewardShelf);
  const state = useStore(shelf);

  useEffect(() => shelf.ensureLoaded(), [shelf]);

  return (
    <section className={styles.page} aria-labelledby="points-title">
      <header>
        <h1 id="points-title" className={styles.title}>
          Poin Saya
        </h1>
        <p className={styles.lead}>Tukarkan poin Anda dengan produk atau voucher belanja. Setiap hadiah menunjukkan apakah poin Anda sudah cukup.</p>
      </header>
      <Loadable
        state={hydrated && state.status !== 'guest' ? state : idle}
        skeleton={<ListSkeleton />}
        busyLabel="Memuat hadiah"
        failure="Hadiah poin belum dapat ditampilkan."
        onRetry={() => shelf.load()}
        testId="points"
      >
        {(rewards) =>
          rewards.length === 0 ? (
            <div className={styles.empty} data-testid="points-empty">
              <p>
                <strong>Belum ada hadiah untuk ditukar</strong>
              </p>
              <p className={styles.muted}>Hadiah yang dapat ditukar dengan poin akan tampil di sini.</p>
              <Link href="/promotion" className={styles.primaryLink}>
                Lihat Promo
              </Link>
            </div>
          ) : (
            <RewardCards rewards={rewards} />
          )
        }
      </Loadable>
    </section>
  );
}
