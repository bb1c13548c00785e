import { AccountProfile, RewardShelf, idle, pointsText, storePaths } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useShopperShown } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import { RewardCards } from '../../promotions/public';
import { ListSkeleton } from '../ListSkeleton';
import { RedeemRewardButton } from '../RedeemRewardButton';
import styles from '../Vouchers.module.css';

/**
 * `/profile/point` (needs login): the customer's points balance (the current
 * user's optional `points`, `POST more/user/show`), and the rewards they can
 * take for points (`GET more/promotion/reedem`), each with its cost and
 * "Tukar Poin", which puts a product reward in the cart as a reward line.
 * Document 2 has no call for a points history, so none is shown.
 */
export default function PointsPage(_props: PageProps) {
  const shown = useShopperShown();
  const shelf = useService(RewardShelf);
  const profile = useService(AccountProfile);
  const state = useStore(shelf);
  const account = useStore(profile);

  useEffect(() => shelf.ensureLoaded(), [shelf]);
  useEffect(() => void profile.ensureLoaded(), [profile]);

  const balance = account.status === 'ready' ? (account.value.points ?? null) : null;

  return (
    <section className={styles.page} aria-labelledby="points-title">
      <header>
        <h1 id="points-title" className={styles.title}>
          Poin Saya
        </h1>
        <p className={styles.lead}>Tukarkan poin Anda dengan produk atau voucher belanja.</p>
      </header>
      <Loadable
        state={shown ? account : idle}
        skeleton={<div className={styles.balanceSkeleton} />}
        busyLabel="Memuat saldo poin"
        failure="Saldo poin belum dapat ditampilkan."
        onRetry={() => void profile.load()}
        testId="points-balance"
      >
        {(customer) => (
          <div className={styles.balance} data-testid="points-balance-card">
            <p className="muted-0">Saldo Poin</p>
            <p className={styles.balanceValue}>{customer.points === null || customer.points === undefined ? 'Belum tersedia' : pointsText(customer.points)}</p>
          </div>
        )}
      </Loadable>
      <h2 className="t-lg">Hadiah Poin</h2>
      <Loadable
        state={shown && state.status !== 'guest' ? state : idle}
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
              <p className="muted-0">Hadiah yang dapat ditukar dengan poin akan tampil di sini.</p>
              <Link href={storePaths.promotions} className={styles.primaryLink}>
                Lihat Promo
              </Link>
            </div>
          ) : (
            <RewardCards rewards={rewards} action={(reward) => <RedeemRewardButton reward={reward} balance={balance} />} />
          )
        }
      </Loadable>
    </section>
  );
}
