import { Checkout, CheckoutFromCart, CheckoutShipping, isCheckoutUnderWay, stepAtPath } from '@more/core';
import type { LoadContext, LoadResult } from '../../shared/route-contract';
import { ShippingStep } from './shipping-step-part';

/**
 * /checkout and its steps rendered for the customer. A checkout under way lives in the tab's storage (its address,
 * courier and payment), which no server sees: in a browser that holds one, the page is rendered afresh from it. The
 * server, and a browser that holds none, open the checkout from the account's cart as the page does: its selected
 * lines, then the shipping step with the default address and that address's couriers.
 */
export const loadCheckoutPage = async ({ services, path, forCustomer }: LoadContext): Promise<LoadResult> => {
  if (!forCustomer) return 'ok';
  if (isCheckoutUnderWay(services.get(Checkout).current)) return 'held-in-browser';
  const opening = services.get(CheckoutFromCart);
  opening.open(stepAtPath(path));
  await opening.settled();
  opening.close();
  if (services.get(Checkout).current.step !== 'shipping' || opening.current.status !== 'ready' || opening.current.value !== 'under-way') return 'ok';
  const shipping = services.get(CheckoutShipping);
  shipping.open();
  // The step's own chunk with it: the browser hydrates the step at once instead of waiting for it.
  await Promise.all([shipping.settled(), ShippingStep.preload()]);
  shipping.close();
  return 'ok';
};
