import type { EWalletChargeWire } from '@more/adapters/wire';
import type { OrderRecord } from '../../db/orders';
import { wibIso } from '../store-time';
import { qrisPayload } from './qris';

/**
 * What the gateway gives for each e-wallet of the payment step (seed
 * checkout.ts), modelled on Midtrans and Xendit: GoPay and ShopeePay a QRIS
 * code and a deeplink, DANA a QRIS code and its https checkout link, OVO a
 * QRIS code only (its app is otherwise reached by a push to the phone).
 */
interface Wallet {
  readonly channel: string;
  readonly appName: string;
  readonly acquirer: string;
  readonly pan: string;
  readonly deeplink: ((reference: string, order: OrderRecord, origin: string) => string) | null;
}

const callback = (origin: string, order: OrderRecord) => encodeURIComponent(`${origin}/checkout/information/${order.ordersn}`);

const WALLETS: Readonly<Record<string, Wallet>> = {
  gopay: {
    channel: 'GOPAY',
    appName: 'GoPay',
    acquirer: 'ID.CO.GOJEK.WWW',
    pan: '936009140000052681',
    deeplink: (reference, order, origin) =>
      `gojek://gopay/merchanttransfer?tref=${reference}&amount=${order.totals.grandTotal}&activity=GP:RR&callback_url=${callback(origin, order)}`,
  },
  shopeepay: {
    channel: 'SHOPEEPAY',
    appName: 'ShopeePay',
    acquirer: 'ID.CO.SHOPEE.WWW',
    pan: '936009180000052681',
    deeplink: (reference) => `https://wsa.wallet.airpay.co.id/universal-link/wallet/pay?deep_and_deferred=1&token=${reference}`,
  },
  dana: {
    channel: 'DANA',
    appName: 'DANA',
    acquirer: 'ID.DANA.WWW',
    pan: '936009150000052681',
    deeplink: (reference) => `https://link.dana.id/pay?ref=${reference}`,
  },
  ovo: { channel: 'OVO', appName: 'OVO', acquirer: 'ID.CO.OVO.WWW', pan: '936009120000052681', deeplink: null },
};

/** The charge of an order paid by e-wallet while it awaits payment; undefined for other methods, as an older answer has none. */
export const eWalletChargeOf = (order: OrderRecord, origin: string): EWalletChargeWire | undefined => {
  const wallet = WALLETS[order.payment.code];
  if (!wallet || order.status !== 'awaiting_payment') return undefined;
  // The gateway's transaction reference: one per order, the same on every read.
  const reference = `A${order.ordersn.replace(/\D/g, '')}`;
  return {
    channel: wallet.channel,
    app_name: wallet.appName,
    qr_string: qrisPayload({ acquirer: wallet.acquirer, merchantPan: wallet.pan, amount: order.totals.grandTotal, billNumber: order.billNo, reference }),
    deeplink_url: wallet.deeplink ? wallet.deeplink(reference, order, origin) : null,
    expiry_time: order.payBefore === null ? null : wibIso(order.payBefore),
  };
};
