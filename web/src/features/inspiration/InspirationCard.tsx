import { ProductImage } from '../../shared/product/ProductImage';
import type { InspirationCard as Card } from '@more/core';
import { Link } from 'wouter';
import styles from './InspirationCard.module.css';

/**
 * An inspiration: its cover, room and title, leading to /inspirasi-detail/{slug} (core's href).
 * `eager`: a room page's first cards are its largest paint on a phone.
 */
export const InspirationCard = ({ card, eager = false }: { card: Card; readonly eager?: boolean }) => (
  <article className={styles.card} data-testid="inspiration-card">
    <Link href={card.href} className={styles.link}>
      <ProductImage slot="coverCard" image={{ url: card.imageUrl, alt: '' }} className={styles.image} eager={eager} decorative />
      <span className={styles.body}>
        <span className={styles.room}>{card.roomName}</span>
        <span className={styles.title}>{card.title}</span>
      </span>
    </Link>
  </article>
);
