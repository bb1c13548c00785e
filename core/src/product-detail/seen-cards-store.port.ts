import type { ProductCard } from '../catalogue/product-card';
import { token } from '../shared/token';

/**
 * The cards of the products the shopper opened, as they were then, kept on the
 * device beside the last-seen ids (LastSeenStore): the server lists a history
 * only for an account, so a guest's "last seen products" are drawn from these.
 */
export interface SeenCardsStore {
  load(): readonly ProductCard[];
  save(cards: readonly ProductCard[]): void;
}

export const SeenCardsStoreToken = token<SeenCardsStore>('SeenCardsStore');
