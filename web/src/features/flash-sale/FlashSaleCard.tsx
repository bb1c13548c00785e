import type { FlashSaleCard as Card } from '@more/core';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './FlashSale.module.css';

/** A product of a flash sale. Name, price (masked before start), stock label and bar are core's. */
export const FlashSaleCard = ({ card, size }: { card: Card; size: 'small' | 'large' }) => (
  <article className={styles.card} data-size={size} data-testid="flash-sale-card">
    <Link href={card.href} className={styles.cardLink}>
      <div className={styles.media}>
        <ProductImage slot="flashSaleCard" image={card.image} className={styles.image} decorative />
        {card.discount && <span className={styles.discount}>{card.discount}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{card.name}</h3>
        {/* Masked digits mean nothing read aloud: a screen reader hears why instead, just after (aria-label is not allowed on a span). */}
        <p className={styles.price} data-testid="flash-sale-price" aria-hidden={card.priceMasked || undefined}>
          {card.price}
        </p>
        {card.priceMasked && <p className="visually-hidden">Harga dirahasiakan sampai flash sale dimulai</p>}
        {card.priceBefore && (
          <p className={styles.before}>
            <s>
              <span className="visually-hidden">Harga normal </span>
              {card.priceBefore}
            </s>
          </p>
        )}
        <div className={styles.stock}>
          <div className={styles.bar} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${Math.round(card.stockBarWidth * 100)}%` }} data-testid="stock-bar" />
          </div>
          <span className={card.soldOut ? styles.soldOut : styles.stockLabel} data-testid="stock-label">
            {card.stockLabel}
          </span>
        </div>
      </div>
    </Link>
  </article>
);
