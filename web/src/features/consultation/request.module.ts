import { BrowserConsultationDraftStore } from '@more/adapters/storage/consultation-draft';
import { ConsultationApiToken, ConsultationDraftStoreToken, ConsultationRequestForm, NavigationToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';
import { TabStorageToken } from '../../app/composition-root/surroundings';

/**
 * 'consultation/request': the consultation request's form (`POST more/project`), on the service and
 * city pages only: a project's page links to it rather than carrying it. The
 * port is the consultation module's, which its rows name beside this one.
 */
export default new ContainerModule((options) => {
  const { useCase, factory } = binder(options);
  // The request form's draft lives in this tab's storage: a guest sent to log in comes back to what they typed.
  factory(ConsultationDraftStoreToken, [TabStorageToken], (tab) => new BrowserConsultationDraftStore(tab));
  useCase(ConsultationRequestForm, [ConsultationApiToken, ConsultationDraftStoreToken, NavigationToken]).onActivation(clearedAtLogout);
});
