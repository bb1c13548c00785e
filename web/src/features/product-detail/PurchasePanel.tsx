import {
  type AddOutcome,
  type ProductDetail,
  type ProductVariant,
  CART_PATH,
  ShoppingCart,
  addOutcomeText,
  buyAvailability,
  cartItemFor,
  quantityStepper,
} from '@more/core';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useService } from '../../shared/services';
import styles from './ProductDetail.module.css';

/** A second click of the same intent (a double click, a bounce) adds nothing. */
const REPEAT_GUARD_MS = 700;

/**
 * The quantity stepper (capped by core at valid stock, min 1) and the two
 * buttons. "Add to cart" answers at once: the button says "Ditambahkan" in the
 * same frame as the click and the header's "Baru Ditambahkan" opens; a double
 * click adds once. "Beli Sekarang" deselects the other lines, adds, and goes to
 * the cart (document 1 §4).
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
  const cart = useService(ShoppingCart);
  const [, navigate] = useLocation();
  const stepper = quantityStepper(detail, variant, asked);
  const availability = buyAvailability(detail, variant);
  const [feedback, setFeedback] = useState<{ readonly outcome: AddOutcome | null; readonly text: string } | null>(null);
  // Per button: "add" then "buy now" are two intents, however quick.
  const lastPress = useRef({ add: Number.NEGATIVE_INFINITY, buyNow: Number.NEGATIVE_INFINITY });

  // A new variant starts without the previous one's message (adjusted while rendering, as React advises).
  const [feedbackFor, setFeedbackFor] = useState(variant?.id);
  if (feedbackFor !== variant?.id) {
    setFeedbackFor(variant?.id);
    setFeedback(null);
  }
  useEffect(() => {
    if (feedback?.outcome?.kind !== 'added') return;
    const timer = window.setTimeout(() => setFeedback((current) => (current?.outcome?.kind === 'added' ? null : current)), 2500);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  const repeated = (event: MouseEvent, command: 'add' | 'buyNow'): boolean => {
    const now = performance.now();
    const again = event.detail > 1 || now - lastPress.current[command] < REPEAT_GUARD_MS;
    lastPress.current[command] = now;
    return again;
  };

  const press = (event: MouseEvent, command: 'add' | 'buyNow') => {
    if (repeated(event, command)) return;
    if (availability.kind === 'choose') {
      setFeedback({ outcome: null, text: availability.message });
      return;
    }
    if (availability.kind !== 'buyable' || !variant) return;
    const item = cartItemFor(detail, variant, stepper.quantity);
    const outcome = command === 'add' ? cart.add(item) : cart.buyNow(item);
    setFeedback({ outcome, text: addOutcomeText(outcome) });
    if (command === 'buyNow' && outcome.kind !== 'refused-out-of-stock') navigate(CART_PATH);
  };

  const soldOut = availability.kind === 'sold-out';
  const added = feedback?.outcome?.kind === 'added';

  return (
    <div className={styles.purchase}>
      <p className={soldOut ? styles.soldOut : styles.stock} data-testid="detail-stock">
        {availability.kind === 'sold-out' ? availability.label : availability.kind === 'buyable' ? availability.stockText : '\u00a0'}
      </p>
      <div className={styles.quantityRow}>
        <span className={styles.quantityLabel} id="detail-quantity-label">
          Jumlah
        </span>
        <div className={styles.stepper} role="group" aria-labelledby="detail-quantity-label">
          <button
            type="button"
            className={styles.stepButton}
            aria-label="Kurangi jumlah"
            disabled={soldOut || !stepper.canDecrease}
            onClick={() => onAsk(stepper.quantity - 1)}
          >
            −
          </button>
          <input
            className={styles.quantityInput}
            type="number"
            inputMode="numeric"
            aria-label="Jumlah"
            data-testid="detail-quantity"
            min={stepper.min}
            max={stepper.max}
            value={stepper.quantity}
            disabled={soldOut}
            onChange={(event) => onAsk(Number(event.target.value))}
          />
          <button
            type="button"
            className={styles.stepButton}
            aria-label="Tambah jumlah"
            disabled={soldOut || !stepper.canIncrease}
            onClick={() => onAsk(stepper.quantity + 1)}
          >
            +
          </button>
        </div>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.addButton}
          data-testid="add-to-cart"
          disabled={soldOut}
          aria-describedby="detail-purchase-feedback"
          onClick={(event) => press(event, 'add')}
        >
          {added ? 'Ditambahkan ✓' : 'Tambah ke Keranjang'}
        </button>
        <button type="button" className={styles.buyButton} data-testid="buy-now" disabled={soldOut} onClick={(event) => press(event, 'buyNow')}>
          Beli Sekarang
        </button>
      </div>
      <p id="detail-purchase-feedback" className={styles.feedback} role="status" data-testid="detail-feedback">
        {feedback?.text ?? ''}
      </p>
    </div>
  );
};
