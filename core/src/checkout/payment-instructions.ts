import type { AppOrder } from '../orders/order';
import { orderStatusLabel } from '../orders/order-status';
import { formatRupiah } from '../money/rupiah';
import { type DatedText, dateTimeAt, datedText } from '../shared/dated-text';
import { type EWalletOffer, eWalletOffer, eWalletSteps } from './e-wallet-offer';

/**
 * How to pay an order (/checkout/information/{ordersn}). Document 1 names the
 * page and nothing on it; these are the steps Indonesian shops give for a
 * virtual account, and a general set for the other methods.
 */
export const PAYMENT_INSTRUCTIONS_TITLE = 'Cara Pembayaran';

/** The bank of a virtual account from the method's name ("BCA Virtual Account" → "BCA"). */
const bankOf = (paymentName: string): string => paymentName.replace(/\s*virtual\s*account.*$/i, '').trim() || 'Anda';

const isVirtualAccount = (paymentName: string, virtualAccount: string | null): boolean =>
  virtualAccount !== null || /virtual\s*account|\bva\b/i.test(paymentName);

/** The steps for a method; the numbers and amounts are filled in when they are known. */
export const paymentSteps = (paymentName: string | null, virtualAccount: string | null, grandTotal: number | null): string[] => {
  const amount = grandTotal === null ? 'sesuai total tagihan' : `sebesar ${formatRupiah(grandTotal)}`;
  if (paymentName !== null && isVirtualAccount(paymentName, virtualAccount)) {
    const bank = bankOf(paymentName);
    return [
      `Buka aplikasi m-banking atau internet banking ${bank}, atau datangi ATM ${bank}.`,
      'Pilih menu Transfer, lalu Virtual Account.',
      virtualAccount ? `Masukkan nomor Virtual Account ${virtualAccount}.` : 'Masukkan nomor Virtual Account yang tertera pada pesanan Anda.',
      `Periksa nama toko dan jumlah tagihan, lalu bayar ${amount}.`,
      'Simpan bukti pembayaran. Pembayaran dicek otomatis dan pesanan diproses setelah pembayaran diterima.',
    ];
  }
  return [
    paymentName ? `Bayar dengan ${paymentName} ${amount}.` : `Bayar pesanan ${amount} dengan metode yang Anda pilih.`,
    'Ikuti petunjuk pada aplikasi atau gerai pembayaran hingga pembayaran berhasil.',
    'Pembayaran dicek otomatis dan pesanan diproses setelah pembayaran diterima.',
  ];
};

/** The guest's note: the order's payment details are the customer's own. */
export const PAYMENT_LOGIN_NOTE = 'Masuk ke akun Anda untuk melihat nomor Virtual Account dan total tagihan pesanan ini.';

/** What the information page shows of an order the customer may see. */
export interface PaymentDetails {
  readonly orderNumber: string;
  readonly statusLabel: string;
  readonly paymentName: string;
  readonly virtualAccount: string | null;
  readonly grandTotalText: string;
  /** "Bayar sebelum 20 November 2026 10:15", or null once nothing is to be paid. */
  readonly payBeforeText: DatedText | null;
  readonly steps: readonly string[];
  /** False once the order is paid or cancelled: the steps are then not shown. */
  readonly awaitingPayment: boolean;
  /** The QR code and app link of an e-wallet payment, while the order awaits it. */
  readonly eWallet: EWalletOffer | null;
}

export const paymentDetailsOf = (order: AppOrder): PaymentDetails => {
  const awaitingPayment = order.status === 'awaiting-payment';
  const eWallet = awaitingPayment ? eWalletOffer(order.eWallet) : null;
  return {
    orderNumber: order.orderNumber,
    statusLabel: orderStatusLabel(order.status),
    paymentName: order.paymentName,
    virtualAccount: order.virtualAccount,
    grandTotalText: formatRupiah(order.grandTotal),
    payBeforeText: awaitingPayment && order.payBefore !== null ? datedText('Bayar sebelum ', dateTimeAt(order.payBefore), ' WIB') : null,
    steps: !awaitingPayment
      ? []
      : eWallet
        ? eWalletSteps(order.eWallet?.appName.trim() || order.paymentName, eWallet, formatRupiah(order.grandTotal))
        : paymentSteps(order.paymentName, order.virtualAccount, order.grandTotal),
    awaitingPayment,
    eWallet,
  };
};
