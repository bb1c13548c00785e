import { type ProductCard, toProductCard } from '../catalogue/product-card';
import type { ProductSummary } from '../catalogue/product';
import type { LastSeen } from './last-seen';
import { LAST_SEEN_LIMIT } from './record-seen';
import type { SeenCardsStore } from './seen-cards-store.port';

/** The kept cards after the shopper opens `card`'s product: its newest card first, each product once, at most LAST_SEEN_LIMIT. */
export const keepSeenCard = (cards: readonly ProductCard[], card: ProductCard): readonly ProductCard[] =>
  [card, ...cards.filter((kept) => kept.id !== card.id)].slice(0, LAST_SEEN_LIMIT);

/**
 * A guest's "last seen products" (document 1 §2; "Last-seen 8", document 2 §9): the
 * locally kept history decides which products and in which order (newest first,
 * each once, at most 8); the kept cards only show them. A product seen before its
 * card was kept (an older release) is left out rather than shown blank.
 */
export const localLastSeenCards = (productIds: readonly number[], cards: readonly ProductCard[]): readonly ProductCard[] => {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return [...new Set(productIds)]
    .slice(0, LAST_SEEN_LIMIT)
    .map((id) => byId.get(id))
    .filter((card): card is ProductCard => card !== undefined);
};

/**
 * The cards behind a guest's last-seen carousel. The product page keeps the card
 * of what it shows (so opening a product again refreshes its price and stock); the
 * home page reads them in the order of the last-seen history (LastSeen).
 */
export class SeenProductCards {
  constructor(
    private readonly store: SeenCardsStore,
    private readonly history: Pick<LastSeen, 'current'>,
  ) {}

  keep(product: ProductSummary): void {
    this.store.save(keepSeenCard(this.store.load(), toProductCard(product)));
  }

  lastSeen(): readonly ProductCard[] {
    return localLastSeenCards(this.history.current.productIds, this.store.load());
  }
}
