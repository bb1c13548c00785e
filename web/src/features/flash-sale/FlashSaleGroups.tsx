import type { FlashSaleGroupView } from '@more/core';
import { Carousel } from '../../shared/carousel/Carousel';
import styles from './FlashSale.module.css';
import { FlashSaleCard } from './FlashSaleCard';
import { ReminderButton } from './ReminderButton';
import { datedText } from '../../shared/dates/store-dates';

interface Props {
  readonly groups: readonly FlashSaleGroupView[];
  readonly size: 'small' | 'large';
  /** The level of each group's heading: h3 under the home block's h2, h2 under the page's h1. */
  readonly headingLevel: 2 | 3;
}

/**
 * Each flash-sale group: "Akan datang" with the start date and time and masked prices before
 * it starts (and ★ "Ingatkan Saya"), then "Berlangsung" with the HH:MM:SS countdown to its end
 * (document 1 §4). The countdown is the server's at render time; after hydration it ticks
 * every second, so its first text is allowed to differ from the server's.
 */
export const FlashSaleGroups = ({ groups, size, headingLevel }: Props) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <div key={group.id} className={styles.group} data-testid="flash-sale-group" data-phase={group.phase}>
          <div className={styles.groupHead}>
            <Heading className={styles.groupTitle}>{group.title}</Heading>
            {group.label && (
              <span className={group.phase === 'running' ? styles.running : styles.upcoming} data-testid="flash-sale-phase">
                {group.label}
              </span>
            )}
            {group.heading && <span className={styles.startsAt}>{datedText(group.heading)}</span>}
            {group.countdown && (
              <span className={styles.countdown}>
                <span className={styles.countdownLabel}>Berakhir dalam</span>{' '}
                <time className={styles.clock} data-testid="flash-sale-countdown" suppressHydrationWarning>
                  {group.countdown}
                </time>
              </span>
            )}
            {group.phase === 'upcoming' && <ReminderButton />}
          </div>
          {size === 'small' ? (
            <Carousel
              label={`Produk ${group.title}`}
              layout="wide"
              slides={group.cards.map((card) => ({ key: card.productId, node: <FlashSaleCard card={card} size="small" /> }))}
            />
          ) : (
            <ul className={styles.grid} aria-label={`Produk ${group.title}`}>
              {group.cards.map((card) => (
                <li key={card.productId}>
                  <FlashSaleCard card={card} size="large" />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
};
