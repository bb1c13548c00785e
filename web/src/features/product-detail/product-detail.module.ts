import { ComboDeals, NavigationToken, ProductPurchase, ProductShowcaseToken, SchedulerToken, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/**
 * What the product and bundle pages need at once (their rows' `modules`): the buy box's
 * purchase and the Kombo Hemat deals. Their later sections are 'product-detail/extras' (extras.module.ts).
 */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(ProductPurchase, [ShoppingCart, NavigationToken, SchedulerToken]);
  useCase(ComboDeals, [ProductShowcaseToken]);
});
