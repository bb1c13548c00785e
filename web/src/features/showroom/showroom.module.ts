import { BrowserActivityReminderChoice } from '@more/adapters/storage/activity-reminders';
import {
  ActivityReminderChoiceStoreToken,
  ActivityReminders,
  ExhibitionReader,
  PartnerProducts,
  ShowroomActivities,
  ShowroomApiToken,
  ShowroomCatalogues,
  ShowroomMapSection,
  ShowroomNotices,
  ShowroomPartners,
  ShowroomVideos,
} from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { DeviceStorageToken } from '../../app/composition-root/surroundings';

/** MOREVERSE, the virtual showroom (document 2 §7 "Virtual showroom", and `uni/product/partner/{id}`): all public. */
export default new ContainerModule((options) => {
  const { httpPort, useCase, factory } = binder(options);
  httpPort(ShowroomApiToken, () => import('@more/adapters/http/showroom').then(({ HttpShowroomApi }) => HttpShowroomApi));
  useCase(ShowroomMapSection, [ShowroomApiToken]);
  useCase(ShowroomPartners, [ShowroomApiToken]);
  useCase(ShowroomCatalogues, [ShowroomApiToken]);
  useCase(ShowroomVideos, [ShowroomApiToken]);
  useCase(ShowroomActivities, [ShowroomApiToken]);
  useCase(ShowroomNotices, [ShowroomApiToken]);
  useCase(ExhibitionReader, [ShowroomApiToken]);
  useCase(PartnerProducts, [ShowroomApiToken]);
  // The ★ choice is the device's, a guest's as much as a customer's (the server keeps none): localStorage, memory on the server.
  factory(ActivityReminderChoiceStoreToken, [DeviceStorageToken], (storage) => new BrowserActivityReminderChoice(storage));
  useCase(ActivityReminders, [ShowroomApiToken, ActivityReminderChoiceStoreToken]);
});
