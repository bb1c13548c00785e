import { ComboDeals, NavigationToken, ProductPurchase, ProductShowcaseToken, SchedulerToken, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { bindSeenProductCards } from '../../app/composition-root/seen-product-cards';

/**
 * What the product and bundle pages need at once (their rows' `modules`): the buy box's
 * purchase, the Kombo Hemat deals and the kept card of the product for a guest's last seen. Their later sections are 'product-detail/extras' (extras.module.ts).
 */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(ProductPurchase, [ShoppingCart, NavigationToken, SchedulerToken]);
  useCase(ComboDeals, [ProductShowcaseToken]);
  bindSeenProductCards(options);
});
