import {
  CHECKOUT_STEP_LABELS,
  Checkout,
  type CheckoutStep,
  DeviceTypeStoreToken,
  ShoppingCart,
  checkoutItemsOf,
  needsItemsFromCart,
  stepAtPath,
  thanksPath,
} from '@more/core';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { FailureNotice } from '../../../shared/FailureNotice';
import { useObservable } from '../../../shared/use-store';
import styles from '../Checkout.module.css';
import { RowsSkeleton } from '../Problems';
import { StepIndicator } from '../StepIndicator';

// Each step is a chunk of its own: a phone downloads the step it shows, and the next when the shopper goes on.
const loadShipping = () => import('../ShippingStep').then((module) => ({ default: module.ShippingStep }));
const loadPayment = () => import('../PaymentStep').then((module) => ({ default: module.PaymentStep }));
const loadReview = () => import('../ReviewStep').then((module) => ({ default: module.ReviewStep }));
const ShippingStep = lazy(loadShipping);
const PaymentStep = lazy(loadPayment);
const ReviewStep = lazy(loadReview);


const TITLES = { ...CHECKOUT_STEP_LABELS, success: 'Pesanan Berhasil Dibuat' };

/**
 * The step last shown, and whether its heading still has to take the focus.
 * Each step is a route of its own, so a step change may mount the page anew
 * (the shopper pressed a button: the step changes, then the address); the
 * focus is moved until the page at the step's own address has it.
 */
let lastShownStep: CheckoutStep | null = null;
let focusPending = false;

export default function CheckoutPage(_props: PageProps) {
  const [path] = useLocation();
  const pathStep = stepAtPath(path);
  const checkout = useService(Checkout);
  const cart = useService(ShoppingCart);
  const devices = useService(DeviceTypeStoreToken);
  const state = useObservable(checkout.state$, checkout.current);
  const cartState = useObservable(cart.state$, cart.current);
  const [fromCart, setFromCart] = useState(() => needsItemsFromCart(checkout.current, pathStep));
  const heading = useRef<HTMLHeadingElement>(null);

  // A checkout to start from the cart, once the account's cart is here.
  useEffect(() => {
    if (!fromCart) return;
    let started = false;
    const subscription = cart.state$.subscribe((now) => {
      if (started || now.serverCart.status !== 'loaded') return;
      started = true;
      const items = checkoutItemsOf(now.lines);
      if (items.length > 0) checkout.start(items, now.note);
      setFromCart(false);
    });
    return () => subscription.unsubscribe();
  }, [fromCart, cart, checkout]);

  const hasItems = state.order.items.length > 0 || state.placed !== null;
  useEffect(() => {
    if (!fromCart && hasItems) checkout.visit(pathStep ?? 'shipping');
  }, [fromCart, hasItems, pathStep, checkout]);

  // A new step: its heading takes the focus, so a screen reader starts there.
  const shown = !fromCart && hasItems ? state.step : null;
  const addressStep = pathStep ?? 'shipping';
  useEffect(() => {
    if (shown === null) return;
    if (shown !== lastShownStep) {
      focusPending = lastShownStep !== null;
      lastShownStep = shown;
    }
    if (!focusPending) return;
    if (addressStep === shown) focusPending = false;
    // After the frame's own move of the focus to <main> on a navigation (App.tsx), which runs after this effect.
    const timer = window.setTimeout(() => heading.current?.focus());
    return () => window.clearTimeout(timer);
  }, [shown, addressStep]);

  if (fromCart) {
    if (cartState.serverCart.status === 'failed') {
      return (
        <div className={styles.page}>
          <FailureNotice title="Keranjang belum dapat dimuat." failure={cartState.serverCart.failure} onRetry={() => void cart.reload()} asPageHeading />
        </div>
      );
    }
    return <CheckoutSkeleton />;
  }

  if (!hasItems) {
    return (
      <div className={styles.page}>
        <div className={styles.notice} data-testid="checkout-empty">
          <h1 className={styles.title}>Keranjang belanja kosong</h1>
          <p>Pilih produk di keranjang belanja untuk melanjutkan ke checkout.</p>
          <Link href="/products" className={styles.secondary}>
            Belanja Sekarang
          </Link>
          <Link href="/cart" className={styles.backLink}>
            Lihat Keranjang
          </Link>
        </div>
      </div>
    );
  }

  const step = state.step;
  return (
    <div className={styles.page} data-testid="checkout" data-step={step}>
      <StepIndicator step={step} />
      <h1 ref={heading} tabIndex={-1} className={styles.title} data-testid="checkout-step-title">
        {TITLES[step]}
      </h1>
      <Suspense fallback={<RowsSkeleton rows={3} label="Memuat langkah checkout" />}>
        {step === 'shipping' && <ShippingStep state={state} />}
        {step === 'payment' && <PaymentStep state={state} />}
        {step === 'review' && <ReviewStep state={state} />}
      </Suspense>
      {step === 'success' && state.placed && (
        <div className={styles.notice}>
          <p>
            Nomor pesanan Anda: <strong>{state.placed.orderNumber}</strong>
          </p>
          <Link href={`/checkout/information/${encodeURIComponent(state.placed.orderNumber)}`} className={styles.secondary}>
            Lihat Cara Pembayaran
          </Link>
          <Link href={thanksPath(state.placed.billNumber, devices.storedDeviceType())} className={styles.backLink}>
            Lihat Pesanan
          </Link>
        </div>
      )}
    </div>
  );
}

const CheckoutSkeleton = () => (
  <div className={styles.page} aria-busy="true">
    <h1 className={styles.visuallyHidden}>Checkout</h1>
    <div className={styles.skeletonLine} />
    <div className={styles.skeletonTitle} />
    <RowsSkeleton rows={3} label="Memuat checkout" />
  </div>
);
