import type { RewardCard } from '@more/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './Promotions.module.css';
import { datedText } from '../../shared/dates/store-dates';

/**
 * The rewards a customer can exchange their points for, each with what it
 * takes and until when: the /promotion page's and the points page's, which
 * adds each reward's way to redeem it (`action`).
 */
export const RewardCards = ({ rewards, action }: { rewards: readonly RewardCard[]; action?: (reward: RewardCard) => ReactNode }) => (
  <ul className={styles.rewardGrid} aria-label="Hadiah yang dapat ditukar">
    {rewards.map((reward) => {
      const title = reward.href ? (
        <Link href={reward.href} className={styles.rewardLink}>
          {reward.title}
        </Link>
      ) : (
        reward.title
      );
      return (
        <li key={reward.id} className={styles.reward} data-testid="reward-card">
          <ProductImage slot="reward" image={reward.image} className={styles.rewardImage} decorative />
          <div className={styles.rewardBody}>
            <span className={styles.pill}>{reward.kindLabel}</span>
            <h3 className={styles.rewardTitle}>{title}</h3>
            <p className={styles.note}>{reward.description}</p>
            <p className={styles.points}>{reward.points}</p>
            <ul className={styles.facts}>
              {reward.condition && <li>{reward.condition}</li>}
              <li>{reward.quota}</li>
              <li>{datedText(reward.validUntil)}</li>
            </ul>
            <p className={reward.affordable ? styles.affordable : styles.short}>{reward.affordability}</p>
            {action?.(reward)}
          </div>
        </li>
      );
    })}
  </ul>
);
