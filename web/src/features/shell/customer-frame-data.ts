import { AccountProfile, ChatBoxToken, Notifications, ShoppingCart, SiteSettingsStore, Wishlist } from '@more/core';
import { OnDemandToken } from '../../shared/on-demand';
import type { Services } from '../../shared/services';
import { CHAT_MODULE } from './use-chat-box';

/**
 * The customer's parts of every page's frame: the header's cart count and lines, the wishlist's marks, the
 * notification bell, the chat's unread count, and the site settings (the footer's lines, the messaging app's number).
 * Each of these stores loads by itself once the customer is signed in; this waits until each has settled, so a page
 * rendered for the customer holds them (and the browser, replaying the same answers, renders them alike).
 */
export const loadCustomerFrame = (services: Services): Promise<unknown> =>
  Promise.all([
    // The customer's name and picture as the server read them (their token's profile: AccountProfile.resume).
    services.get(AccountProfile).ensureLoaded(),
    services.get(ShoppingCart).settled(),
    services.get(Wishlist).settled(),
    services.get(Notifications).settled(),
    services.get(SiteSettingsStore).settled(),
    // The chat's box is bound for customers alone (its module: use-chat-box.ts); the widget's badge is in the page.
    services
      .get(OnDemandToken)
      .load(CHAT_MODULE, ChatBoxToken)
      .then((chat) => chat.unreadAtLogin())
      .catch(() => undefined),
  ]);
