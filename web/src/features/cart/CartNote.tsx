import { CART_NOTE_MAX_LENGTH, CART_PAGE_TEXT, ShoppingCart } from '@more/core';
import { useService } from '../../shared/services';
import styles from './Cart.module.css';

/** The note to the seller, kept with the cart (saved like any change; cleared when an order empties the cart). */
export const CartNote = ({ note }: { readonly note: string }) => {
  const cart = useService(ShoppingCart);
  return (
    <div className={styles.note}>
      <label htmlFor="cart-note" className={styles.noteLabel}>
        {CART_PAGE_TEXT.noteLabel}
      </label>
      <textarea
        id="cart-note"
        className={styles.noteInput}
        value={note}
        maxLength={CART_NOTE_MAX_LENGTH}
        rows={2}
        placeholder={CART_PAGE_TEXT.notePlaceholder}
        onChange={(event) => cart.setNote(event.target.value)}
        aria-describedby="cart-note-count"
        data-testid="cart-note"
      />
      <p id="cart-note-count" className={styles.noteCount}>
        {note.length}/{CART_NOTE_MAX_LENGTH}
      </p>
    </div>
  );
};
