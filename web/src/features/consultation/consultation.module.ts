import { ConsultationApiToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/**
 * Interior-design consultation (document 2 §7, "Consultation"): the port every
 * interior page shares (the customers' projects and the request form), bound
 * here once; the routes of /desain-interior and /portfolio name this module
 * beside their own. Every call is under more/ and needs login.
 */
export default new ContainerModule((options) => {
  const { httpPort } = binder(options);
  httpPort(ConsultationApiToken, () => import('@more/adapters/http/consultation').then(({ HttpConsultationApi }) => HttpConsultationApi));
});
