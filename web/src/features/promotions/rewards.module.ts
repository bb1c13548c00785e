import { AuthStore, NavigationToken, ProductDetailApiToken, PromotionsApiToken, RewardRedemption, RewardShelf, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/**
 * 'promotions/rewards': the rewards a customer can redeem (`more/promotion/reedem`), the promotions' own (core's
 * promotions, the reward cards of promotions/public.ts). Loaded by the promotion pages, and by the cart's rows and
 * the points page (vouchers: /profile/point), where redeeming one puts it in the cart.
 */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(RewardShelf, [PromotionsApiToken, AuthStore]);
  useCase(RewardRedemption, [ProductDetailApiToken, ShoppingCart, NavigationToken]);
});
