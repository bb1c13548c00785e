import { type CartLineView, ShoppingCart, formatRupiah, increaseRefusalText } from '@more/core';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './Cart.module.css';

/** How long "+"'s refusal stays beside the stepper. */
const REFUSAL_SHOWN_MS = 3_000;

/**
 * One line of the cart: its box, photo, names, badges, prices, stepper,
 * subtotal and remove. Every bound and word comes from core's cartLineView;
 * the buttons only send the shopper's intent to the cart.
 */
export const CartLineItem = ({ view, onRemoved }: { readonly view: CartLineView; readonly onRemoved: (view: CartLineView) => void }) => {
  const cart = useService(ShoppingCart);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!refusal) return;
    const timer = window.setTimeout(() => setRefusal(null), REFUSAL_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [refusal]);

  const { line, key } = view;
  const name = line.nameLong;
  const increase = () => {
    const outcome = cart.increase(key);
    setRefusal(outcome ? increaseRefusalText(outcome) : null);
  };

  return (
    <li className={styles.line} data-testid="cart-line" data-line-key={key}>
      <label className={styles.lineCheck}>
        <input
          type="checkbox"
          checked={line.selected}
          onChange={(event) => (event.target.checked ? cart.select(key) : cart.deselect(key))}
          aria-label={`Pilih ${name}`}
          data-testid="cart-line-select"
        />
      </label>
      <Link href={view.href} className={styles.lineImageLink} tabIndex={-1} aria-hidden="true">
        <ProductImage slot="cartLine" image={line.image} className={styles.lineImage} decorative />
      </Link>
      <div className={styles.lineBody}>
        {view.badges.length > 0 && (
          <ul className={styles.badges} aria-label="Promo">
            {view.badges.map((badge) => (
              <li key={badge.kind} className={styles.badge} data-kind={badge.kind}>
                {badge.label}
              </li>
            ))}
          </ul>
        )}
        <h2 className={styles.lineName}>
          <Link href={view.href} className={styles.lineLink} data-testid="cart-line-name">
            {name}
          </Link>
        </h2>
        {line.nameShort && line.nameShort !== name && <p className={styles.lineVariant}>{line.nameShort}</p>}
        {view.belongsTo && (
          <p className={styles.belongsTo} data-testid="cart-line-belongs-to">
            {view.belongsTo}
          </p>
        )}
        {view.bundleParts.length > 0 && (
          <ul className={styles.bundleParts} aria-label={`Isi paket ${name}`} data-testid="cart-line-bundle">
            {view.bundleParts.map((part) => (
              <li key={part.name}>
                {part.quantity} × {part.name}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.linePrice}>
          <strong data-testid="cart-line-price">{formatRupiah(line.unitPrice)}</strong>
          {view.normalPrice !== null && (
            <s className="muted">
              <span className="visually-hidden">Harga normal </span>
              {formatRupiah(view.normalPrice)}
            </s>
          )}
        </p>
        <div className={styles.lineActions}>
          <div className={styles.stepper} role="group" aria-label={`Jumlah ${name}`}>
            <button
              type="button"
              className={styles.stepButton}
              onClick={() => {
                setRefusal(null);
                cart.decrease(key);
              }}
              disabled={!view.canDecrease}
              aria-label={`Kurangi jumlah ${name}`}
              data-testid="cart-line-decrease"
            >
              −
            </button>
            <output className={styles.quantity} aria-live="polite" data-testid="cart-line-quantity">
              {view.quantity}
            </output>
            <button
              type="button"
              className={styles.stepButton}
              onClick={increase}
              aria-disabled={!view.canIncrease || undefined}
              aria-label={`Tambah jumlah ${name}`}
              data-testid="cart-line-increase"
            >
              +
            </button>
          </div>
          <button type="button" className={styles.remove} onClick={() => onRemoved(view)} aria-label={`Hapus ${name} dari keranjang`} data-testid="cart-line-remove">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className={styles.removeLabel}>Hapus</span>
          </button>
        </div>
        <p className={styles.lineNotes} aria-live="polite">
          {refusal ?? view.forcedNote ?? view.stockNote}
        </p>
      </div>
      <p className={styles.subtotal}>
        <span className="muted">Subtotal</span>
        <strong data-testid="cart-line-subtotal">{formatRupiah(view.subtotal)}</strong>
      </p>
    </li>
  );
};
