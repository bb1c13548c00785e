import { BrowserSeenCardsStore } from '@more/adapters/storage/seen-cards';
import { LastSeen, SeenCardsStoreToken, SeenProductCards } from '@more/core';
import type { ContainerModuleLoadOptions } from 'inversify';
import { binder } from './binding';
import { DeviceStorageToken } from './surroundings';

/**
 * SeenProductCards (the cards of the last-seen products kept on the device) is
 * used by two features' modules: the product page's ('product-detail'), which
 * keeps the card of what it shows, and the home page's ('home'), whose guest
 * carousel reads them (issue 40). Whichever loads first binds it, as
 * sent-reviews.ts does; a binding in the frame would put the cards' storage
 * shape in every page's entry for two pages' sake.
 */
export const bindSeenProductCards = (options: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void => {
  if (options.isBound(SeenProductCards)) return;
  const bindings = binder(options);
  bindings.factory(SeenCardsStoreToken, [DeviceStorageToken], (storage) => new BrowserSeenCardsStore(storage));
  bindings.useCase(SeenProductCards, [SeenCardsStoreToken, LastSeen]);
};
