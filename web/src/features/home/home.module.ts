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
  PopupDismissalStoreToken,
  ProductCatalogueToken,
  ProductShowcaseToken,
  PromotionsApiToken,
  SeenProductCards,
} from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { PopupDismissals } from '../../app/composition-root/popup-dismissals';
import { bindSeenProductCards } from '../../app/composition-root/seen-product-cards';

/** The home page's blocks (route Home); its flash-sale block is the flash-sale module's. */
export default new ContainerModule((options) => {
  const { bind } = options;
  const { useCase } = binder(options);
  useCase(NewestProducts, [ProductCatalogueToken]);
  useCase(HomeBanners, [HomeContentApiToken]);
  useCase(HomeCategories, [CategoryCatalogueToken]);
  useCase(HomeProductGroups, [ProductShowcaseToken]);
  useCase(InspirationHighlight, [HomeContentApiToken]);
  bindSeenProductCards(options);
  useCase(LastSeenProducts, [ProductCatalogueToken, AuthStore, SeenProductCards]);
  useCase(HomeEndorsements, [PromotionsApiToken, AuthStore]);
  bind(PopupDismissalStoreToken).to(PopupDismissals);
  useCase(HomePopup, [HomeContentApiToken, PopupDismissalStoreToken]);
});
