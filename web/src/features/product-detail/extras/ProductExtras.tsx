import type { ProductDetail } from '@more/core';
import { InspirationCards } from './InspirationCards';
import { RelatedCarousels } from './RelatedCarousels';
import { Reviews } from './Reviews';
import styles from './extras.module.css';

/**
 * What the product page shows below its description and specifications:
 * reviews, the related / other-bundle / recommended carousels and the
 * inspiration of the product's room. Below the fold, so none of it is in the
 * server's HTML: each section asks for its data when the shopper scrolls near.
 */
export const ProductExtras = ({ product }: { product: ProductDetail }) => (
  <div className={styles.extras}>
    <Reviews product={product} />
    <RelatedCarousels product={product} />
    <InspirationCards product={product} />
  </div>
);
