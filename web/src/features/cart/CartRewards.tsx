import { CART_PAGE_TEXT, RewardShelf, promotionKind } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './Cart.module.css';

const rewardsKind = promotionKind('hadiah');
/** A few rewards beside the cart; the promotion page lists them all. */
const SHOWN = 3;

/**
 * "reward (redeem) lines and the rewards on offer" (issue 11): the customer's
 * rewards for points (`GET more/promotion/reedem`), a customer's own, so only
 * for a logged-in shopper. Quiet when there are none or they fail to load:
 * the cart itself is what the page is for.
 */
export const CartRewards = () => {
  const shelf = useService(RewardShelf);
  const state = useStore(shelf);
  useEffect(() => shelf.ensureLoaded(), [shelf]);
  if (state.status !== 'ready' || state.value.length === 0) return null;
  return (
    <section className={styles.rewards} aria-labelledby="cart-rewards-title" data-testid="cart-rewards">
      <div className={styles.rewardsHead}>
        <h2 id="cart-rewards-title" className="t-md">
          {CART_PAGE_TEXT.rewardsTitle}
        </h2>
        <Link href={rewardsKind.href} className={styles.rewardsAll}>
          Lihat Semua
        </Link>
      </div>
      <ul className="stack-3 bare">
        {state.value.slice(0, SHOWN).map((reward) => (
          <li key={reward.id} className={styles.reward}>
            <ProductImage slot="cartReward" image={reward.image} className={styles.rewardImage} decorative />
            <div>
              <p className={styles.rewardName}>{reward.href ? <Link href={reward.href}>{reward.title}</Link> : reward.title}</p>
              <p className={styles.rewardMeta}>
                {reward.points} · <span className={reward.affordable ? styles.affordable : undefined}>{reward.affordability}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
