import { type CartDropdown, ShoppingCart, cartDropdown, cartLineKey, formatRupiah, headerBadgeText } from '@more/core';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useCartShown } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import { ProductImage } from '../../../shared/product/ProductImage';
import { useHeaderDropdown } from './header-dropdowns';
import styles from './HeaderActions.module.css';
import { BagIcon } from './icons';
import { closeOnLink } from './close-on-link';

const CartDropdownContent = ({ dropdown }: { dropdown: CartDropdown }) =>
  dropdown.kind === 'empty' ? (
    <div className={styles.emptyState}>
      <span className={styles.emptyIcon}>
        <BagIcon size={32} />
      </span>
      <p className={styles.emptyText}>{dropdown.message}</p>
      <Link href={dropdown.button.href} className={styles.primaryButton}>
        {dropdown.button.label}
      </Link>
    </div>
  ) : (
    <>
      <div className={styles.panelHead}>
        <p className={styles.panelTitle}>{dropdown.title}</p>
        <p className="muted-0">{dropdown.unitCount} barang</p>
      </div>
      <ul className={styles.cartLines}>
        {dropdown.lines.map((line) => (
          <li key={cartLineKey(line)} className={styles.cartLine}>
            <ProductImage slot="orderThumb" image={line.image} className={styles.cartLineImage} decorative />
            <div className="min-0">
              <p className={styles.cartLineName}>{line.nameLong}</p>
              <p className={styles.cartLinePrice}>
                {line.quantity} × <strong>{formatRupiah(line.unitPrice)}</strong>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.panelFoot}>
        <Link href={dropdown.button.href} className={styles.primaryButton}>
          {dropdown.button.label}
        </Link>
      </div>
    </>
  );

/**
 * The header's cart (document 1 §2): the unit count on the icon, and a
 * dropdown of the lines, newest first, or its empty state. The count fills
 * in after hydration over the icon, so nothing moves.
 */
export const CartMenu = () => {
  const shown = useCartShown();
  const cart = useService(ShoppingCart);
  const state = useStore(cart);
  const dropdown = cartDropdown({ lines: state.lines, note: state.note });
  const units = shown && dropdown.kind === 'items' ? dropdown.unitCount : 0;
  const badge = headerBadgeText(units);
  const { expanded, panelId, close, show, wrapperProps, buttonProps } = useHeaderDropdown('cart');
  // "Add to cart … the header's cart dropdown "Baru Ditambahkan" shows the line" (issue 10): every add
  // that added units opens it, wherever the shopper pressed the button. A capped one (also what the cart
  // page's "+" reports at the limit) does not: the button that asked says why.
  const seenOutcome = useRef(state.outcome);
  useEffect(() => {
    if (state.outcome === seenOutcome.current) return;
    seenOutcome.current = state.outcome;
    if (state.outcome?.kind === 'added') show();
  }, [state.outcome, show]);
  return (
    <div className={styles.slot} {...wrapperProps}>
      <button
        {...buttonProps}
        data-testid="cart-button"
        className={styles.iconButton}
        aria-label={units > 0 ? `Keranjang belanja, ${units} barang` : 'Keranjang belanja'}
      >
        <BagIcon />
        {badge && (
          <span data-testid="cart-count" className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      <div
        id={panelId}
        data-testid="cart-dropdown"
        className={`${styles.panel} ${styles.cartPanel}`}
        hidden={!expanded}
        onClick={closeOnLink(close)}
      >
        {expanded && <CartDropdownContent dropdown={dropdown} />}
      </div>
    </div>
  );
};
