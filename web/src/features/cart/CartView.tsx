import { CART_PAGE_TEXT, CartCheckout, type CartLineView, CustomerVouchers, ShoppingCart, cartLineViews, cartPayable, cartSaveText, isCartShown } from '@more/core';
import { useEffect, useRef } from 'react';
import { useService } from '../../shared/services';
import { FailureNotice } from '../../shared/FailureNotice';
import { useCartShown, useCustomer } from '../../shared/use-customer';
import { useStore } from '../../shared/use-store';
import { CartEmpty } from './CartEmpty';
import { CartLineItem } from './CartLineItem';
import { CartNote } from './CartNote';
import { CartRewards } from './CartRewards';
import { CartVoucher, GuestCartVoucher } from './CartVoucher';
import { CartSkeleton } from './CartSkeleton';
import { CartSummary } from './CartSummary';
import styles from './Cart.module.css';

/**
 * The shopper's cart (route Cart, document 1 §2): every line with its rules
 * from core, select one or all, the note, the totals of the selected lines,
 * and checkout after core's stock check. Personal, so it renders only in the
 * browser: the server sends the skeleton, which the cart replaces at hydration.
 * `proceedOnArrival` (/buy, /m/buy) goes on to checkout by itself once the
 * cart is known (core's CartCheckout, which also says where each outcome leads).
 */
export const CartView = ({ proceedOnArrival = false }: { readonly proceedOnArrival?: boolean }) => {
  const cart = useService(ShoppingCart);
  const checkout = useService(CartCheckout);
  const customer = useCustomer();
  const shown = useCartShown();
  const state = useStore(cart);
  const { busy, notice } = useStore(checkout);
  const { applied } = useStore(useService(CustomerVouchers));
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    checkout.open({ proceedOnArrival });
    return () => checkout.close();
  }, [checkout, proceedOnArrival]);

  // Why checkout waits takes the focus, so a screen reader reads it before anything else.
  useEffect(() => {
    if (notice?.problem) noticeRef.current?.focus();
  }, [notice]);

  const remove = (view: CartLineView) => checkout.remove(view.key);
  const ready = shown && isCartShown(state);

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
      <div className="stack-3 min-0">
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
          <label className="check-row">
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
        {customer ? <CartVoucher /> : <GuestCartVoucher />}
        {customer && <CartRewards />}
      </div>
      <div className={styles.summaryColumn}>
        <CartSummary totals={state.totals} payable={cartPayable(state.totals.subtotal, customer ? applied : null)} busy={busy} onCheckout={() => void checkout.proceed()} />
      </div>
    </div>
  );
};
