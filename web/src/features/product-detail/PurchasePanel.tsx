import { type ProductDetail, ProductPurchase, type ProductVariant, buyAvailability, detailPrice, purchaseFeedbackView, quantityStepper } from '@more/core';
import { useEffect } from 'react';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { QuantityStepper } from './QuantityStepper';
import styles from './ProductDetail.module.css';

/**
 * The stock, the quantity stepper and the two buttons; ProductPurchase
 * decides what a press does. "Tambah ke Keranjang" answers in the same frame
 * as the click ("Ditambahkan") and the header's "Baru Ditambahkan" opens;
 * "Beli Sekarang" goes on to the cart.
 *
 * On a phone the buttons are the page's bar, fixed above the bottom
 * navigation with the chosen variant's price (CSS only, so the server's HTML
 * is the browser's): the one pair of buttons there is, never a copy with its
 * own handlers, ids or names. The bar's price repeats the heading's for the
 * eye alone; the feedback sits just above the bar, where the press was.
 */
export const PurchasePanel = ({
  detail,
  variant,
  asked,
  onAsk,
}: {
  readonly detail: ProductDetail;
  readonly variant: ProductVariant | null;
  readonly asked: number;
  readonly onAsk: (quantity: number) => void;
}) => {
  const purchase = useService(ProductPurchase);
  const variantId = variant?.id ?? null;
  const feedback = purchaseFeedbackView(useStore(purchase), detail.id, variantId);
  const stepper = quantityStepper(detail, variant, asked);
  const availability = buyAvailability(detail, variant);
  const soldOut = availability.kind === 'sold-out';
  const price = detailPrice(detail, variant).price;

  useEffect(() => purchase.show(detail.id, variantId), [purchase, detail.id, variantId]);
  useEffect(() => () => purchase.leave(), [purchase]);

  return (
    <div className="stack-3">
      <p className={soldOut ? styles.soldOut : 'muted-0'} data-testid="detail-stock">
        {availability.kind === 'sold-out' ? availability.label : availability.kind === 'buyable' ? availability.stockText : '\u00a0'}
      </p>
      <QuantityStepper stepper={stepper} disabled={soldOut} onAsk={onAsk} />
      {/* data-page-bar: the frame keeps room for it on phones (global.css), the floating buttons stack above it. */}
      <div className={styles.actions} data-page-bar="" data-testid="purchase-bar">
        <p className={styles.barPrice} aria-hidden="true" data-testid="purchase-bar-price">
          {price}
          {soldOut && <span className={styles.barSoldOut}>{availability.label}</span>}
        </p>
        <button
          type="button"
          className={styles.addButton}
          data-testid="add-to-cart"
          disabled={soldOut}
          aria-describedby="detail-purchase-feedback"
          onClick={(event) => purchase.add({ detail, variant, asked, clicks: event.detail })}
        >
          {feedback.added ? 'Ditambahkan ✓' : 'Tambah ke Keranjang'}
        </button>
        <button
          type="button"
          className={styles.buyButton}
          data-testid="buy-now"
          disabled={soldOut}
          onClick={(event) => purchase.buyNow({ detail, variant, asked, clicks: event.detail })}
        >
          Beli Sekarang
        </button>
        <p id="detail-purchase-feedback" className={styles.feedback} role="status" data-testid="detail-feedback">
          {feedback.text}
        </p>
      </div>
    </div>
  );
};
