import type { ProductCard as Card } from '@more/core';
import { Link } from 'wouter';
import { CardPhotos } from './CardPhotos';
import styles from './ProductCard.module.css';
import { WishHeart } from './WishHeart';
import type { CardSlot } from './CardPhotos';

interface Props {
  readonly card: Card;
  /** The first cards of a page are above the fold: load their image at once. */
  readonly eager?: boolean;
  /** False inside a carousel: a finger there swipes the carousel, not the card's photos. */
  readonly swipe?: boolean;
  /** Where the card stands (a grid across the page, a carousel, the list beside the filters): its photo's sizes. */
  readonly slot?: CardSlot;
}

/** A product in any list, with its wishlist heart. Every decision about what it shows was made in core's toProductCard. */
export const ProductCard = ({ card, eager = false, swipe = true, slot = 'card' }: Props) => (
  <article className={styles.card} data-testid="product-card">
    <Link href={card.href} className={styles.link}>
      <div className={styles.media}>
        <CardPhotos images={card.images} eager={eager} swipe={swipe} lifted={card.stockLabel !== null} slot={slot} />
        {card.badge && <span className={styles.badge}>{card.badge}</span>}
        {card.stockLabel && <span className={styles.soldOut}>{card.stockLabel}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{card.name}</h3>
        {card.priceBefore && (
          <p className={styles.before}>
            {/* A hidden word, not aria-label: a name is not allowed on <s> (role deletion), and screen readers ignore it there. */}
            <s>
              <span className="visually-hidden">Harga normal </span>
              {card.priceBefore}
            </s>
            <span className={styles.discount}>{card.discount}</span>
          </p>
        )}
        <p className={styles.price} data-testid="product-price">
          {card.price}
        </p>
        <div className={styles.meta}>
          {card.rating > 0 && (
            <span className={styles.rating} data-testid="product-rating">
              <span className={styles.star} aria-hidden="true">
                ★
              </span>
              <span className="visually-hidden">Rating </span>
              {card.rating.toFixed(1)}
              <span className="visually-hidden"> dari 5</span>
            </span>
          )}
          {card.soldLabel && <span>{card.soldLabel}</span>}
          {card.hasVoucher && <span className={styles.voucher}>Voucher</span>}
        </div>
      </div>
    </Link>
    <WishHeart productId={card.id} productName={card.name} />
  </article>
);
