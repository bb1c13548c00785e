import { type ProductCard, toProductCard } from '../catalogue/product-card';
import type { ProductCatalogue } from '../catalogue/product-catalogue.port';
import { LAST_SEEN_LIMIT } from '../product-detail/record-seen';
import type { SeenProductCards } from '../product-detail/seen-product-cards';
import type { AuthStore } from '../session/auth-store';
import { RemoteSection } from '../shared/remote-section';

/**
 * The home page's "last seen products" carousel (document 1 §2; "Last-seen 8", document 2
 * §9): `GET uni/product?type=lastseen&per_page=8`. The server knows a shopper's history only
 * through the account (LastSeen syncs the device's list with `more/user/sync/product`), so a
 * guest's carousel is the history kept on the device (SeenProductCards) and no call is made
 * (issue 40); an empty one leaves the block out.
 * Personal: the view loads it after hydration, never on the server (guest pages are cached publicly).
 */
export class LastSeenProducts extends RemoteSection<readonly ProductCard[]> {
  constructor(
    catalogue: ProductCatalogue,
    auth: AuthStore,
    seen: Pick<SeenProductCards, 'lastSeen'>,
  ) {
    super(async () => {
      if (!auth.isLoggedIn) return seen.lastSeen();
      const page = await catalogue.listProducts({ type: 'lastseen', perPage: LAST_SEEN_LIMIT });
      return page.items.slice(0, LAST_SEEN_LIMIT).map(toProductCard);
    }, 'GET uni/product');
  }
}
