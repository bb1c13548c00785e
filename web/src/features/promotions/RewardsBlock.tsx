import { REWARDS_LOGIN_LABEL, REWARDS_LOGIN_PROMPT, RewardShelf, loginPathFor, promotionPreview } from '@more/core';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useService } from '../../shared/services';
import { useCustomer } from '../../shared/use-customer';
import { useStore } from '../../shared/use-store';
import type { BlockProps } from './block-props';
import { RewardCards } from './RewardCards';
import { KindFrame, KindLoadable } from './ShelfSection';
import styles from './Promotions.module.css';

/**
 * The rewards for points (`GET more/promotion/reedem`): a customer's own, so
 * never rendered by the server. As every personal part (use-hydrated.ts), it
 * renders the guest's shape until the customer is known: on the server and
 * while hydrating, why and how to log in (what a guest, a crawler and a reader
 * without JavaScript get, never a placeholder that waits for nothing); then a
 * customer sees the rewards.
 */
export const RewardsBlock = ({ kind, full }: BlockProps) => {
  const shelf = useService(RewardShelf);
  const state = useStore(shelf);
  const customer = useCustomer();
  const [path] = useLocation();
  const search = useSearch();

  useEffect(() => {
    if (customer) shelf.ensureLoaded();
  }, [customer, shelf]);

  const skeleton = (
    // Announced as busy by the Loadable around it.
    <div className={styles.rewardGrid}>
      {Array.from({ length: full ? 4 : 2 }, (_, index) => (
        <div key={index} className={styles.rewardSkeleton} />
      ))}
    </div>
  );
  // Until hydrated every shopper is a guest here (useCustomer): the server knows no customer.
  const body =
    customer === null || state.status === 'guest' ? (
      <div className={styles.login} data-testid="rewards-login">
        <p>{REWARDS_LOGIN_PROMPT}</p>
        <Link href={loginPathFor(search ? `${path}?${search}` : path)} className="btn btn-link">
          {REWARDS_LOGIN_LABEL}
        </Link>
      </div>
    ) : (
      <KindLoadable kind={kind} state={state} skeleton={skeleton} onRetry={() => shelf.load()}>
        {(all) => {
          const rewards = full ? all : promotionPreview(all);
          return rewards.length === 0 ? (
            <p className={styles.empty}>{kind.emptyText}</p>
          ) : (
            <RewardCards rewards={rewards} />
          );
        }}
      </KindLoadable>
    );
  return <KindFrame kind={kind} full={full} seeAll={customer !== null && state.status === 'ready' && state.value.length > 0} body={body} />;
};
