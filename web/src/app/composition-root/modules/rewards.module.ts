import { AuthStore, PromotionsApiToken, RewardShelf } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** The rewards a customer can redeem (`more/promotion/reedem`): on the cart page and the promotion pages. */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(RewardShelf, [PromotionsApiToken, AuthStore]);
});
