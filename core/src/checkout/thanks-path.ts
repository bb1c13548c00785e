import { queryValue } from '../shared/query-string';
import type { PlacedOrder } from './placed-order';
import * as storePaths from '../shared/store-paths';

/** The stored device type of a shopper on the website, as opposed to the store's app. */
export const BROWSER_DEVICE_TYPE = 'Browser';

/**
 * "thanks redirects to /profile/order/{bill_no} when the stored device type is
 * Browser, otherwise to /checkout/information/{bill_no}" (document 1 §2).
 * Exactly 'Browser': anything else, or nothing stored, is the app's webview,
 * which shows the page that needs no login.
 */
export const thanksPath = (billNumber: string, storedDeviceType: string | null): string =>
  storedDeviceType === BROWSER_DEVICE_TYPE
    ? storePaths.order(billNumber)
    : storePaths.paymentInformation(billNumber);

/**
 * Where /checkout/thanks sends the shopper: "bill_no comes from the query".
 * Null when the query carries no bill number, and there is nothing to show.
 */
export const thanksRedirect = (search: string, storedDeviceType: string | null): string | null => {
  const billNumber = queryValue(search, 'bill_no')?.trim();
  return billNumber ? thanksPath(billNumber, storedDeviceType) : null;
};

/** Where the success step leads for a placed order: how to pay it, and the order itself as /checkout/thanks would redirect. */
export interface PlacedOrderLinks {
  readonly paymentInformation: string;
  readonly order: string;
}

export const placedOrderLinks = (placed: PlacedOrder, storedDeviceType: string | null): PlacedOrderLinks => ({
  paymentInformation: storePaths.paymentInformation(placed.orderNumber),
  order: thanksPath(placed.billNumber, storedDeviceType),
});
