import type { QuantityStepper as Stepper } from '@more/core';
import styles from './ProductDetail.module.css';

/** "Jumlah": − and + around the number, within core's limits (valid stock, min 1). */
export const QuantityStepper = ({ stepper, disabled, onAsk }: { readonly stepper: Stepper; readonly disabled: boolean; readonly onAsk: (quantity: number) => void }) => (
  <div className={styles.quantityRow}>
    <span className={styles.quantityLabel} id="detail-quantity-label">
      Jumlah
    </span>
    <div className={styles.stepper} role="group" aria-labelledby="detail-quantity-label">
      <button
        type="button"
        className={styles.stepButton}
        aria-label="Kurangi jumlah"
        disabled={disabled || !stepper.canDecrease}
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
        disabled={disabled}
        onChange={(event) => onAsk(Number(event.target.value))}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label="Tambah jumlah"
        disabled={disabled || !stepper.canIncrease}
        onClick={() => onAsk(stepper.quantity + 1)}
      >
        +
      </button>
    </div>
  </div>
);
