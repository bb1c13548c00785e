import type { InspirationCard as Card } from '@more/core';
import { Link } from 'wouter';
import styles from './InspirationCard.module.css';

/** An inspiration: its cover, room and title, leading to /inspirasi-detail/{slug} (core's href). */
export const InspirationCard = ({ card }: { card: Card }) => (
  <article className={styles.card} data-testid="inspiration-card">
    <Link href={card.href} className={styles.link}>
      <img className={styles.image} src={card.imageUrl} alt="" width={800} height={500} loading="lazy" decoding="async" />
      <span className={styles.body}>
        <span className={styles.room}>{card.roomName}</span>
        <span className={styles.title}>{card.title}</span>
      </span>
    </Link>
  </article>
);
