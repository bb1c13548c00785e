import { AccountProfile, ChatBox, MetaPages, Notifications, settled, ShoppingCart, SiteSettingsStore, StoreMenus, Wishlist } from '@more/core';
import type { Services } from '../../shared/services';

/**
 * The customer's parts of every page's frame: the header's cart count and lines, the wishlist's marks, the
 * notification bell, the chat's unread count, and the site settings (the footer's lines, the messaging app's number). Each of these stores loads by itself once the customer is signed in; this waits for them, so
 * a page rendered for the customer holds them (and the browser, replaying the same answers, renders them alike).
 */
const loadCustomerFrame = (services: Services): Promise<unknown> =>
  Promise.all([
    // The customer's name and picture as the server read them (their token's profile: AccountProfile.resume).
    services.get(AccountProfile).ensureLoaded(),
    settled(services.get(ShoppingCart).state$, (state) => state.serverCart.status === 'loading'),
    settled(services.get(Wishlist).state$, (state) => state.status === 'loading'),
    settled(services.get(Notifications).header$, (state) => state.status === 'loading' || state.status === 'idle'),
    services.get(ChatBox).unreadAtLogin(),
    settled(services.get(SiteSettingsStore).state$, (state) => state.status === 'loading' || state.status === 'idle'),
  ]);

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
