import type { ProductCard as Card } from '@more/core';
import type { CardSlot } from './CardPhotos';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import styles from './ProductGrid.module.css';

/**
 * How many cards a phone shows above the fold on a list page (two rows of two, the second
 * partly); their images load first. A lazy image in view waits for the page's layout, and was
 * the list page's largest paint with only the first row eager.
 */
const EAGER_CARDS = 4;

/**
 * `eagerCards`: how many first cards are above the fold, with their images
 * asked for first (a list page's largest paint on a phone). A grid further
 * down a page (the home page's newest products) passes 0, so its images do
 * not take bandwidth from what the shopper sees first.
 */
export const ProductGrid = ({ cards, label, eagerCards = EAGER_CARDS, slot = 'card' }: { cards: readonly Card[]; label: string; eagerCards?: number; slot?: CardSlot }) => (
  <ul className={styles.grid} aria-label={label}>
    {cards.map((card, index) => (
      <li key={card.id}>
        <ProductCard card={card} eager={index < eagerCards} slot={slot} />
      </li>
    ))}
  </ul>
);

export const ProductGridSkeleton = ({ count }: { count: number }) => (
  <div className={styles.grid} role="status" aria-busy="true" aria-label="Mohon menunggu..">
    {Array.from({ length: count }, (_, index) => (
      <ProductCardSkeleton key={index} />
    ))}
  </div>
);
