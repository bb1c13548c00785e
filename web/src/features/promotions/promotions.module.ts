import { BundleDealShelf, ComboShelf, FreeGiftShelf, PreOrderShelf, ProductCatalogueToken, ProductShowcaseToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/** The promotion pages' shelves: /promotion and /promo/{slug} (their rewards are the 'promotions/rewards' module's, their flash sale the flash-sale modules'). */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(FreeGiftShelf, [ProductShowcaseToken]);
  useCase(PreOrderShelf, [ProductShowcaseToken]);
  useCase(ComboShelf, [ProductShowcaseToken]);
  useCase(BundleDealShelf, [ProductCatalogueToken]);
});
