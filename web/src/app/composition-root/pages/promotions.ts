import { AuthStore, BundleDealShelf, ComboShelf, FreeGiftShelf, PreOrderShelf, ProductCatalogueToken, ProductShowcaseToken, PromotionsApiToken, RewardShelf } from '@more/core';
import { providePageService } from '../page-services';
// /promotion previews the flash sale.
import './flash-sale';

// The promotion pages' shelves: /promotion and /promo/{slug} (see page-services.ts).
providePageService(FreeGiftShelf, (get) => new FreeGiftShelf(get(ProductShowcaseToken)));
providePageService(PreOrderShelf, (get) => new PreOrderShelf(get(ProductShowcaseToken)));
providePageService(ComboShelf, (get) => new ComboShelf(get(ProductShowcaseToken)));
providePageService(BundleDealShelf, (get) => new BundleDealShelf(get(ProductCatalogueToken)));
providePageService(RewardShelf, (get) => new RewardShelf(get(PromotionsApiToken), get(AuthStore)));
