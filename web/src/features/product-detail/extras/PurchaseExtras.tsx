import type { ProductDetail, ProductVariant } from '@more/core';
import { Instalments } from './Instalments';
import { ShippingEstimateBox } from './ShippingEstimateBox';
import { VoucherList } from './VoucherList';
import styles from './extras.module.css';

/**
 * What the product page's buy box adds under the price: the vouchers, the
 * instalments for the chosen variant's price, and the shipping estimate. All
 * three fill in after hydration (none is in the server's HTML: the vouchers
 * are the customer's, and none of them is the page's main content).
 */
export const PurchaseExtras = ({ product, variant }: { product: ProductDetail; variant: ProductVariant | null }) => (
  <div className={styles.purchase}>
    <VoucherList product={product} />
    <Instalments product={product} variant={variant} />
    <ShippingEstimateBox product={product} variant={variant} />
  </div>
);
