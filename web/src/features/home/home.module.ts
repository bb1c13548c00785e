import { BrowserKeptCheckoutDraft } from '@more/adapters/storage/kept-checkout-draft';
import {
  AuthStore,
  CheckoutEmptiedOnHome,
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
import { FeatureBindings } from '../../app/composition-root/feature-bindings';
import { LoadedCheckoutToken } from '../../app/composition-root/loaded-checkout';
import { PopupDismissals } from '../../app/composition-root/popup-dismissals';
import { bindSeenProductCards } from '../../app/composition-root/seen-product-cards';
import { TabStorageToken } from '../../app/composition-root/surroundings';

/** The home page's blocks (route Home); its flash-sale block is the flash-sale module's. */
export default new ContainerModule((options) => {
  const { bind } = options;
  const { useCase, factory } = binder(options);
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
  // The checkout's module is not loaded for this: home empties the checkout only where the page opened one.
  factory(
    CheckoutEmptiedOnHome,
    [TabStorageToken, FeatureBindings],
    (tab, bindings) => new CheckoutEmptiedOnHome(new BrowserKeptCheckoutDraft(tab), () => bindings.loadedService(['checkout'], LoadedCheckoutToken)),
  );
});
