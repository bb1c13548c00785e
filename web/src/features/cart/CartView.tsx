import {
  CART_PAGE_TEXT,
  type CartLineView,
  CheckoutStarterToken,
  type ProceedOutcome,
  ShoppingCart,
  cartLineViews,
  cartSaveText,
  checkoutItemsOf,
  proceedToCheckout,
  removalText,
} from '@more/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useService } from '../../shared/services';
import { FailureNotice } from '../../shared/FailureNotice';
import { useCustomer } from '../../shared/use-customer';
import { useHydrated } from '../../shared/use-hydrated';
import { useObservable } from '../../shared/use-store';
import { CartEmpty } from './CartEmpty';
import { CartLineItem } from './CartLineItem';
import { CartNote } from './CartNote';
import { CartRewards } from './CartRewards';
import { CartSkeleton } from './CartSkeleton';
import { CartSummary } from './CartSummary';
import styles from './Cart.module.css';

/** What the page says after the shopper's last action: a removal, or why checkout waits. */
interface Notice {
  readonly messages: readonly string[];
  readonly problem: boolean;
}

/**
 * The shopper's cart (route Cart, document 1 §2): every line with its rules
 * from core, select one or all, the note, the totals of the selected lines,
 * and checkout after core's stock check. Personal, so it renders only in the
 * browser: the server sends the skeleton, which the cart replaces at hydration.
 * `proceedOnArrival` (/buy, /m/buy) goes on to checkout by itself once the cart is known.
 */
export const CartView = ({ proceedOnArrival = false }: { readonly proceedOnArrival?: boolean }) => {
  const cart = useService(ShoppingCart);
  const checkout = useService(CheckoutStarterToken);
  const customer = useCustomer();
  const hydrated = useHydrated();
  const state = useObservable(cart.state$, cart.current);
  const [, navigate] = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  const proceed = async () => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    let outcome: ProceedOutcome;
    try {
      outcome = await proceedToCheckout(cart, customer !== null, (selected) => checkout.start(checkoutItemsOf(selected), cart.current.note));
    } finally {
      setBusy(false);
    }
    if (outcome.kind === 'started') {
      navigate('/checkout');
      return;
    }
    if (outcome.kind === 'needs-login') {
      navigate(outcome.path);
      return;
    }
    setNotice({ messages: outcome.messages, problem: true });
    noticeRef.current?.focus();
  };

  const ready = hydrated && (state.serverCart.status !== 'loading' || state.lines.length > 0);
  const arrived = useRef(false);
  useEffect(() => {
    if (!proceedOnArrival || !ready || arrived.current) return;
    if (customer && state.serverCart.status !== 'loaded') return;
    // An empty cart has nothing to buy: the page shows the empty cart and the way to the products.
    if (state.lines.length === 0) return;
    arrived.current = true;
    // Once the cart is known, as if the shopper pressed Checkout (a task of its own, not part of this render).
    queueMicrotask(() => void proceed());
    // proceed reads the newest cart itself; the effect only waits for the cart to be known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [proceedOnArrival, ready, customer, state.serverCart.status, state.lines.length]);

  const remove = (view: CartLineView) => {
    const before = state.lines;
    cart.remove(view.key);
    setNotice({ messages: [removalText(view.line, before)], problem: false });
  };

  if (!ready) return <CartSkeleton />;
  const saveProblem = cartSaveText(state.save, state.serverCart);
  const views = cartLineViews(state.lines);
  const noticeBox = notice && (
    <div ref={noticeRef} tabIndex={-1} className={notice.problem ? styles.problem : styles.info} role={notice.problem ? 'alert' : 'status'} data-testid="cart-notice">
      {notice.messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );

  if (views.length === 0) {
    return (
      <>
        {noticeBox}
        {state.serverCart.status === 'failed' ? (
          <FailureNotice title="Keranjang di akun Anda belum dapat dimuat." failure={state.serverCart.failure} onRetry={() => void cart.reload()} testId="cart-load-failed" />
        ) : (
          <CartEmpty />
        )}
      </>
    );
  }

  return (
    <div className={styles.layout}>
      <div className={styles.linesColumn}>
        {noticeBox}
        {saveProblem && (
          <div className={styles.saveProblem} role="status" data-testid="cart-save-problem">
            <p>{saveProblem.text}</p>
            <button type="button" className={styles.textButton} onClick={() => void (state.serverCart.status === 'failed' ? cart.reload() : cart.flush())}>
              Coba Lagi
            </button>
          </div>
        )}
        <div className={styles.selectAll}>
          <label className={styles.selectAllLabel}>
            <input
              type="checkbox"
              checked={state.totals.allSelected}
              onChange={(event) => (event.target.checked ? cart.selectAll() : cart.deselectAll())}
              data-testid="cart-select-all"
            />
            {CART_PAGE_TEXT.selectAll} ({views.length})
          </label>
        </div>
        <ul className={styles.lines} aria-label="Produk di keranjang">
          {views.map((view) => (
            <CartLineItem key={view.key} view={view} onRemoved={remove} />
          ))}
        </ul>
        <CartNote note={state.note} />
        {customer && <CartRewards />}
      </div>
      <div className={styles.summaryColumn}>
        <CartSummary totals={state.totals} busy={busy} onCheckout={() => void proceed()} />
      </div>
    </div>
  );
};
