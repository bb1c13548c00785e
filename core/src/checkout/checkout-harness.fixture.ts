import { sequentialIds } from '../shared/ids';
import { RecordingNavigation } from '../shared/navigation';
import { Checkout } from './checkout';
import type { OrderPlaced } from './checkout-state';
import { aBankTransfer, aCheckoutItem, aShippingOption } from './checkout.fixture';
import { InMemoryCheckoutApi, type InMemoryCheckoutApiOptions, InMemoryDeviceTypeStore } from './fakes';

/** Lets every answer already given by the in-memory API reach the use case. */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/** Two selected cart lines: a plain one and one of a combo deal. */
export const orderedItems = [aCheckoutItem({ variantId: 101, quantity: 2 }), aCheckoutItem({ variantId: 205, quantity: 1, comboId: 9 })];

export const setupCheckout = (options: { deviceType?: string | null; api?: InMemoryCheckoutApiOptions } = {}) => {
  const api = new InMemoryCheckoutApi({
    prices: new Map([
      [101, 1_500_000],
      [205, 750_000],
    ]),
    voucherDiscounts: new Map([['HEMAT50', 50_000]]),
    ...options.api,
  });
  const navigation = new RecordingNavigation();
  const devices = new InMemoryDeviceTypeStore(options.deviceType === undefined ? 'Browser' : options.deviceType);
  const checkout = new Checkout(api, sequentialIds('kunci'), navigation, devices);
  const placedEvents: OrderPlaced[] = [];
  checkout.orderPlaced$.subscribe((event) => placedEvents.push(event));
  return { api, navigation, devices, checkout, placedEvents };
};

/** Chooses shipping and payment and opens review, where the summary arrives. */
export const toReview = async (checkout: Checkout): Promise<void> => {
  checkout.start(orderedItems);
  checkout.chooseAddress(7);
  checkout.chooseShipping(aShippingOption({ price: 25_000 }));
  checkout.choosePayment(aBankTransfer());
  checkout.goTo('review');
  await flush();
};
