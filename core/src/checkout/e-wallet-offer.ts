import type { EWalletCharge } from '../orders/order';
import { type DatedText, dateTimeAt, datedText } from '../shared/dated-text';

/**
 * What the payment information offers for an e-wallet charge: the QRIS code
 * to scan (from another phone, or any QRIS app), the button that opens the
 * wallet's app on this phone, or both, and until when they are valid. The
 * view draws the code and places the two by screen size; it decides nothing.
 */
export interface EWalletOffer {
  /** The QRIS payload to draw, with the code's accessible name. */
  readonly qr: { readonly text: string; readonly label: string } | null;
  /** The deeplink button: "Buka aplikasi GoPay". */
  readonly appLink: { readonly href: string; readonly label: string } | null;
  /** "Kode QR berlaku hingga 20 November 2026 10:15 WIB", or null without an expiry. */
  readonly expiryText: DatedText | null;
}

/**
 * Schemes a deeplink may not use: they would run or embed something in the
 * store's page instead of opening an app. Anything else (https universal
 * links, gojek://, shopeeid://) is how wallets open their apps.
 */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about']);
const SCHEME = /^([a-z][a-z0-9+.-]*):\S+$/i;

/** The link if it is one the store may put behind a button, else null. */
export const safeAppLink = (link: string | null): string | null => {
  const trimmed = link?.trim() ?? '';
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (!scheme || UNSAFE_SCHEMES.has(scheme)) return null;
  if (scheme === 'http') return null; // A payment page goes over https or to the app itself.
  return trimmed;
};

/** The offer for an order awaiting its payment; null when the charge gives nothing to scan or open. */
export const eWalletOffer = (charge: EWalletCharge | null): EWalletOffer | null => {
  if (!charge) return null;
  const appName = charge.appName.trim() || 'dompet digital';
  const qrText = charge.qrString?.trim() ?? '';
  const href = safeAppLink(charge.appLink);
  const qr = qrText ? { text: qrText, label: `Kode QR pembayaran ${appName}` } : null;
  const appLink = href ? { href, label: `Buka aplikasi ${appName}` } : null;
  if (!qr && !appLink) return null;
  const expiryText = charge.expiresAt === null ? null : datedText(`${qr ? 'Kode QR' : 'Tautan pembayaran'} berlaku hingga `, dateTimeAt(charge.expiresAt), ' WIB');
  return { qr, appLink, expiryText };
};

/** The steps of an e-wallet payment, for what the offer holds. */
export const eWalletSteps = (appName: string, offer: EWalletOffer, amount: string): string[] => [
  ...(offer.appLink ? [`Di ponsel, tekan "${offer.appLink.label}" untuk membayar langsung di aplikasi ${appName}.`] : []),
  ...(offer.qr ? [`${offer.appLink ? 'Atau pindai' : 'Pindai'} kode QR dengan aplikasi ${appName} atau aplikasi lain yang mendukung QRIS.`] : []),
  `Periksa nama toko MORE Furniture dan jumlah tagihan ${amount}, lalu konfirmasi dengan PIN Anda.`,
  'Pembayaran dicek otomatis dan pesanan diproses setelah pembayaran diterima.',
];
