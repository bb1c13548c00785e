import { type ProductDetail, ProductPurchase, type ProductVariant, buyAvailability, purchaseFeedbackView, quantityStepper } from '@more/core';
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

  useEffect(() => purchase.show(detail.id, variantId), [purchase, detail.id, variantId]);
  useEffect(() => () => purchase.leave(), [purchase]);

  return (
    <div className={styles.purchase}>
      <p className={soldOut ? styles.soldOut : styles.stock} data-testid="detail-stock">
        {availability.kind === 'sold-out' ? availability.label : availability.kind === 'buyable' ? availability.stockText : '\u00a0'}
      </p>
      <QuantityStepper stepper={stepper} disabled={soldOut} onAsk={onAsk} />
      <div className={styles.actions}>
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
      </div>
      <p id="detail-purchase-feedback" className={styles.feedback} role="status" data-testid="detail-feedback">
        {feedback.text}
      </p>
    </div>
  );
};
