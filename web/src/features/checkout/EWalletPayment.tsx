import type { EWalletOffer } from '@more/core';
import { PaymentQrCode } from './PaymentQrCode';
import styles from './PaymentFacts.module.css';

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
        <PaymentQrCode text={offer.qr.text} label={offer.qr.label} />
        <figcaption>Pindai dengan aplikasi yang mendukung QRIS</figcaption>
      </figure>
    )}
    {offer.expiryText && (
      <p className={styles.expiry} data-testid="e-wallet-expiry">
        {offer.expiryText}
      </p>
    )}
  </div>
);
