import { AccountApiToken, AnniversaryOffers, AuthStore, MoreversaryMembership, ProductShowcaseToken, SchedulerToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/**
 * The anniversary pages (/moreversary, /moreversary-retail): the public offers
 * (`uni/product/top`, rendered on the server) and the customer's own
 * anniversary data (`more/user/moreversary`, login) through the frame's
 * AccountApi port, emptied at logout.
 */
export default new ContainerModule((options) => {
  const { useCase, factory } = binder(options);
  useCase(AnniversaryOffers, [ProductShowcaseToken]);
  factory(MoreversaryMembership, [AccountApiToken, AuthStore, SchedulerToken], (api, auth, scheduler) => new MoreversaryMembership(api, auth.loggedIn$, () => scheduler.now())).onActivation(clearedAtLogout);
});
