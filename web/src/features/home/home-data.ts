import {
  FlashSaleBoard,
  HomeBanners,
  HomeCategories,
  HomePopup,
  HomeProductGroups,
  InspirationHighlight,
  type Loadable,
  NewestProducts,
  type Observable,
  whenSettled,
} from '@more/core';
import type { Services } from '../../app/services';
// Binds this feature's page use cases (kept out of the entry: composition-root/page-services.ts).
import '../../app/composition-root/pages/home';

/**
 * The home page's public data: what the server renders and the browser hydrates with. Every
 * block is asked for at once and waited for together; a block that fails renders its own
 * message and "Coba Lagi", the rest of the page is unaffected. Personal blocks (last seen,
 * a customer's endorsements) load after hydration.
 */
export const loadHome = async (services: Services): Promise<void> => {
  const sections: readonly { ensureLoaded(): void; readonly state$: Observable<Loadable<unknown>> }[] = [
    services.get(HomeBanners),
    services.get(FlashSaleBoard),
    services.get(HomeCategories),
    services.get(HomeProductGroups),
    services.get(NewestProducts),
    services.get(InspirationHighlight),
    services.get(HomePopup),
  ];
  for (const section of sections) section.ensureLoaded();
  await Promise.all(sections.map((section) => whenSettled(section.state$)));
};
