import { stepPath } from './checkout-step';
import type { PlacedOrder } from './placed-order';
import { placedOrderLinks } from './thanks-path';
import * as storePaths from '../shared/store-paths';

/**
 * Where the shopper lands once the order is placed: the checkout's success
 * step, which says the order was made and how to go on. Landing straight on
 * the order page (as /checkout/thanks redirects) said nothing of either.
 */
export const PLACED_ORDER_LANDING_PATH = stepPath('success');

export const PLACED_ORDER_TITLE = 'Pesanan Berhasil Dibuat';

/** One way on from the confirmation; the first is the one the shopper most needs (paying). */
export interface PlacedOrderWay {
  readonly kind: 'pay' | 'order' | 'shop';
  readonly label: string;
  readonly href: string;
}

export interface PlacedOrderConfirmation {
  readonly title: string;
  readonly message: string;
  readonly orderNumber: string;
  readonly ways: readonly PlacedOrderWay[];
}

const CONTINUE_SHOPPING_PATH = storePaths.products;

/**
 * The confirmation of a placed order: it awaits its payment, so paying comes
 * first (the payment information), then the order itself (where
 * /checkout/thanks would lead for this device) and shopping on.
 */
export const placedOrderConfirmation = (placed: PlacedOrder, storedDeviceType: string | null): PlacedOrderConfirmation => {
  const links = placedOrderLinks(placed, storedDeviceType);
  return {
    title: PLACED_ORDER_TITLE,
    message: 'Terima kasih, pesanan Anda sudah kami terima. Selesaikan pembayaran sebelum batas waktunya agar pesanan segera kami proses.',
    orderNumber: placed.orderNumber,
    ways: [
      { kind: 'pay', label: 'Bayar Sekarang', href: links.paymentInformation },
      { kind: 'order', label: 'Lihat Pesanan', href: links.order },
      { kind: 'shop', label: 'Lanjut Belanja', href: CONTINUE_SHOPPING_PATH },
    ],
  };
};
