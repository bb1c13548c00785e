import { CHECKOUT_STEP_LABELS, Checkout, CheckoutFromCart, type CheckoutState, type CheckoutStep, PLACED_ORDER_TITLE, stepAtPath, storePaths } from '@more/core';
import { Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { Loadable } from '../../../shared/Loadable';
import { laterPart } from '../../../shared/later-bindings';
import { useService } from '../../../shared/services';
import { useShopperShown } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import styles from '../Checkout.module.css';
import { RowsSkeleton } from '../Problems';
import { ShippingStep } from '../shipping-step-part';
import { StepIndicator } from '../StepIndicator';

// Each step is a chunk of its own: a phone downloads the step it shows, and the next when the shopper goes on.
// The payment step brings its use case (the methods, the instalments) with it: the route binds it when the step first shows.
const PaymentStep = laterPart(() => import('../PaymentStep').then((module) => module.PaymentStep));
// The review brings its use case too (what the shopper confirms: address, courier, payment, lines), bound with the payment's.
const ReviewStep = laterPart(() => import('../ReviewStep').then((module) => module.ReviewStep));


const TITLES = { ...CHECKOUT_STEP_LABELS, success: PLACED_ORDER_TITLE };

/**
 * The step last shown, and whether its heading still has to take the focus.
 * Each step is a route of its own, so a step change may mount the page anew
 * (the shopper pressed a button: the step changes, then the address); the
 * focus is moved until the page at the step's own address has it.
 */
let lastShownStep: CheckoutStep | null = null;
let focusPending = false;

/**
 * /checkout and its steps: core's CheckoutFromCart says whether it still
 * waits for the account's cart (a checkout opened without one under way takes
 * its items from there), could not load it, has nothing to buy, or shows the
 * checkout under way.
 */
export default function CheckoutPage(_props: PageProps) {
  const [path] = useLocation();
  const pathStep = stepAtPath(path);
  const opening = useService(CheckoutFromCart);
  const state = useStore(opening);
  // Shown from the first render on a page the server rendered for this customer (checkout-data.ts: the checkout opened
  // from their cart; a tab holding a checkout under way renders afresh); otherwise once hydrated.
  const shown = useShopperShown();

  useEffect(() => {
    opening.open(pathStep);
    return () => opening.close();
  }, [opening, pathStep]);

  return (
    <Loadable
      state={shown ? state : { status: 'loading' }}
      skeleton={<CheckoutSkeleton />}
      failure="Keranjang belum dapat dimuat."
      failureIsPage
      // The failure stands for the whole page: in the page's frame, as every other state brings its own.
      failureClassName={styles.page}
      onRetry={() => opening.retry()}
    >
      {(opened) => (opened === 'empty' ? <CheckoutEmpty /> : <CheckoutUnderWay addressStep={pathStep ?? 'shipping'} />)}
    </Loadable>
  );
}

/** The steps of a checkout under way, or its placed order. */
const CheckoutUnderWay = ({ addressStep }: { readonly addressStep: CheckoutStep }) => {
  const checkout = useService(Checkout);
  const state = useStore(checkout);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step: its heading takes the focus, so a screen reader starts there.
  const shown = state.step;
  useEffect(() => {
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
      {step === 'success' && <PlacedOrder state={state} />}
    </div>
  );
};

/**
 * The success step: that the order was made, its number, and the ways on in
 * core's order (placedOrderConfirmation): pay it first, see it, shop on.
 */
const PlacedOrder = ({ state }: { readonly state: CheckoutState }) => {
  const checkout = useService(Checkout);
  const confirmation = checkout.placedOrderConfirmation();
  if (!state.placed || !confirmation) return null;
  return (
    <div className={styles.confirmation} data-testid="order-placed">
      <p>{confirmation.message}</p>
      <p>
        Nomor pesanan Anda: <strong data-testid="placed-order-number">{confirmation.orderNumber}</strong>
      </p>
      <nav className={styles.waysOn} aria-label="Langkah berikutnya">
        {confirmation.ways.map((way) => (
          <Link key={way.kind} href={way.href} className={way.kind === 'pay' ? styles.primary : way.kind === 'order' ? styles.secondary : 'start-link'} data-testid={`placed-order-${way.kind}`}>
            {way.label}
          </Link>
        ))}
      </nav>
    </div>
  );
};

const CheckoutEmpty = () => (
  <div className={styles.page}>
    <div className={styles.notice} data-testid="checkout-empty">
      <h1 className={styles.title}>Keranjang belanja kosong</h1>
      <p>Pilih produk di keranjang belanja untuk melanjutkan ke checkout.</p>
      <Link href={storePaths.products} className={styles.secondary}>
        Belanja Sekarang
      </Link>
      <Link href={storePaths.cart} className="start-link">
        Lihat Keranjang
      </Link>
    </div>
  </div>
);

const CheckoutSkeleton = () => (
  <div className={styles.page} aria-busy="true">
    <h1 className={styles.visuallyHidden}>Checkout</h1>
    <div className={styles.skeletonLine} />
    <div className={styles.skeletonTitle} />
    <RowsSkeleton rows={3} label="Memuat checkout" />
  </div>
);
