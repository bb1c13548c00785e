import type { ProductShowcase } from '../catalogue/product-showcase.port';
import type { ComboDeal } from '../catalogue/showcase';
import type { Loadable } from '../shared/loadable';
import { RemoteSection } from '../shared/remote-section';

/**
 * The "Kombo Hemat" deals running now (`GET uni/product/combo`), one list for
 * every product page of the visit. A side offer: read once the page is up
 * (`ensureLoaded` after hydration), never worth delaying the product for.
 */
export class ComboDeals extends RemoteSection<readonly ComboDeal[]> {
  constructor(showcase: ProductShowcase) {
    super(() => showcase.comboDeals(), 'GET uni/product/combo');
  }
}

/** The deals a page can offer now: none until they are here, nor when they could not be read (the page says so where they would be). */
export const comboDealsOnOffer = (state: Loadable<readonly ComboDeal[]>): readonly ComboDeal[] => (state.status === 'ready' ? state.value : []);
