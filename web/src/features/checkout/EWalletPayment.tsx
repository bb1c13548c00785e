import type { EWalletOffer } from '@more/core';
import { lazy, Suspense } from 'react';
import styles from './PaymentFacts.module.css';
import { datedText } from '../../shared/dates/store-dates';

/**
 * The QR encoder (qrcode-generator, 8.4 kB of gzip) comes only with a charge that has a code to draw: every
 * other payment page (a virtual account, a card) would carry it for nothing. The server waits for it (its
 * render waits for every part), so the code is in the HTML; hydration waits for the chunk inside this boundary.
 */
const PaymentQrCode = lazy(() => import('./PaymentQrCode').then((module) => ({ default: module.PaymentQrCode })));

/**
 * How to pay an e-wallet charge, as core's eWalletOffer gives it: the
 * button that opens the wallet's app (first on a phone, where the app is)
 * and the QRIS code (first on a wider screen, to scan with a phone), with
 * their expiry. Screen size only orders them; what is offered is core's.
 */
export const EWalletPayment = ({ offer }: { readonly offer: EWalletOffer }) => (
  <div className={styles.eWallet} data-testid="e-wallet-payment">
    {offer.appLink && (
      <a href={offer.appLink.href} className={styles.appLink} data-testid="e-wallet-app-link" rel="noopener noreferrer">
        {offer.appLink.label}
      </a>
    )}
    {offer.qr && (
      <figure className={styles.qr}>
        <Suspense fallback={<span className={styles.qrPending} aria-busy="true" aria-label={offer.qr.label} role="img" />}>
          <PaymentQrCode text={offer.qr.text} label={offer.qr.label} />
        </Suspense>
        <figcaption>Pindai dengan aplikasi yang mendukung QRIS</figcaption>
      </figure>
    )}
    {offer.expiryText && (
      <p className={styles.expiry} data-testid="e-wallet-expiry">
        {datedText(offer.expiryText)}
      </p>
    )}
  </div>
);
