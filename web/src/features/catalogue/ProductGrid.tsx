import type { ProductCard as Card } from '@more/core';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import styles from './ProductGrid.module.css';

/** How many cards a phone shows above the fold; their images load first. */
const EAGER_CARDS = 2;

export const ProductGrid = ({ cards, label }: { cards: readonly Card[]; label: string }) => (
  <ul className={styles.grid} aria-label={label}>
    {cards.map((card, index) => (
      <li key={card.id}>
        <ProductCard card={card} eager={index < EAGER_CARDS} />
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
