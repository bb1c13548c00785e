import { type ProductDetail, type ProductVariant, detailPrice, promoBadge, ratingText, soldText } from '@more/core';
import styles from './ProductDetail.module.css';

/** The buy box's head: the promotion badge, the name, rating and sales, and the chosen variant's price. */
export const ProductHeading = ({ detail, variant }: { readonly detail: ProductDetail; readonly variant: ProductVariant | null }) => {
  const badge = promoBadge(detail.promo);
  const rating = ratingText(detail.rating);
  const sold = soldText(detail.totalSales);
  const price = detailPrice(detail, variant);
  return (
    <>
      {badge && <p className={styles.badge}>{badge}</p>}
      <h1 className={styles.name}>{detail.name}</h1>
      {(rating || sold) && (
        <p className={styles.meta}>
          {rating && (
            <span>
              <span aria-hidden="true">★ </span>
              <span className="visually-hidden">Rating </span>
              {rating}
            </span>
          )}
          {sold && <span data-testid="detail-sold">{sold}</span>}
        </p>
      )}
      <div className="stack-1" data-testid="detail-price">
        <p className={styles.priceNow}>{price.price}</p>
        {price.priceBefore && (
          <p className={styles.priceBefore}>
            <s>
              <span className="visually-hidden">Harga normal </span>
              {price.priceBefore}
            </s>
            {price.discount && <span className={styles.discount}>{price.discount}</span>}
          </p>
        )}
      </div>
    </>
  );
};
