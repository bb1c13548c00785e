import { MetaPages, StoreMenus } from '@more/core';
import type { Services } from '../../shared/services';
import { loadCustomerFrame } from './customer-frame-data';

/**
 * The data every page's frame shows: the header's menus and the meta pages for the head, and, on a page rendered
 * for the customer (`forCustomer`), their cart, wishlist and notifications. Loaded by the server before any page
 * renders, and by the browser (from the snapshot) before it hydrates. Never rejects: a failure shows in the
 * stores' state. A page in the app's web view (`chrome: 'none'`) has no header: it asks for the meta pages alone.
 */
export const loadShell = async (services: Services, chrome: 'none' | undefined, forCustomer: boolean): Promise<void> => {
  await Promise.all([
    chrome === 'none' ? undefined : services.get(StoreMenus).ensureLoaded(),
    services.get(MetaPages).ensureLoaded(),
    chrome !== 'none' && forCustomer ? loadCustomerFrame(services) : undefined,
  ]);
};
