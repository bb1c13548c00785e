import { CustomerGiveaways, GiveawaysApiToken, SchedulerToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/** The giveaway events and the customer's claims (/profile/event). */
export default new ContainerModule((options) => {
  const { useCase, httpPort } = binder(options);
  httpPort(GiveawaysApiToken, () => import('@more/adapters/http/giveaways').then(({ HttpGiveaways }) => HttpGiveaways));
  // The phases follow the store's scheduler, as the flash sale's countdown does.
  useCase(CustomerGiveaways, [GiveawaysApiToken, SchedulerToken]).onActivation(clearedAtLogout);
});
