import {
  AuthStore,
  CategoryCatalogueToken,
  HomeBanners,
  HomeCategories,
  HomeContentApiToken,
  HomeEndorsements,
  HomePopup,
  HomeProductGroups,
  InspirationHighlight,
  LastSeenProducts,
  NewestProducts,
  type PopupDismissalStore,
  PopupDismissalStoreToken,
  ProductCatalogueToken,
  ProductShowcaseToken,
  PromotionsApiToken,
} from '@more/core';
import { providePageService } from '../page-services';
import { TabStorageToken } from '../tab-storage';
// The home page shows the flash-sale block.
import './flash-sale';

const CLOSED_POPUPS = 'more.popup.closed';

providePageService(NewestProducts, (get) => new NewestProducts(get(ProductCatalogueToken)));
providePageService(HomeBanners, (get) => new HomeBanners(get(HomeContentApiToken)));
providePageService(HomeCategories, (get) => new HomeCategories(get(CategoryCatalogueToken)));
providePageService(HomeProductGroups, (get) => new HomeProductGroups(get(ProductShowcaseToken)));
providePageService(InspirationHighlight, (get) => new InspirationHighlight(get(HomeContentApiToken)));
providePageService(LastSeenProducts, (get) => new LastSeenProducts(get(ProductCatalogueToken), get(AuthStore)));
providePageService(HomeEndorsements, (get) => new HomeEndorsements(get(PromotionsApiToken), get(AuthStore)));
// A closed popup stays closed for the tab's session (sessionStorage; memory on the server).
providePageService(PopupDismissalStoreToken, (get): PopupDismissalStore => {
  const storage = get(TabStorageToken);
  return {
    load: () => {
      try {
        const ids: unknown = JSON.parse(storage.getItem(CLOSED_POPUPS) ?? '[]');
        return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
      } catch {
        return [];
      }
    },
    save: (ids) => storage.setItem(CLOSED_POPUPS, JSON.stringify(ids)),
  };
});
providePageService(HomePopup, (get) => new HomePopup(get(HomeContentApiToken), get(PopupDismissalStoreToken)));
