import { AuthStore, ConsultationApiToken, InteriorProjectDetail, InteriorProjects } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/**
 * 'consultation/projects': the customers' interior projects (/desain-interior, its city pages, a
 * project's page): `more/interior/customer` needs login (document 2 §6), so
 * both follow the session. The port is the consultation module's.
 */
export default new ContainerModule((options) => {
  const { factory } = binder(options);
  factory(InteriorProjects, [ConsultationApiToken, AuthStore], (api, auth) => new InteriorProjects(api, auth.loggedIn$)).onActivation(clearedAtLogout);
  factory(InteriorProjectDetail, [ConsultationApiToken, AuthStore], (api, auth) => new InteriorProjectDetail(api, auth.loggedIn$)).onActivation(clearedAtLogout);
});
