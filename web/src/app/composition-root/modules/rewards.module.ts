import { AuthStore, NavigationToken, ProductDetailApiToken, PromotionsApiToken, RewardRedemption, RewardShelf, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** The rewards a customer can redeem (`more/promotion/reedem`): on the cart page and the promotion pages; redeeming one puts it in the cart (the points page). */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(RewardShelf, [PromotionsApiToken, AuthStore]);
  useCase(RewardRedemption, [ProductDetailApiToken, ShoppingCart, NavigationToken]);
});
