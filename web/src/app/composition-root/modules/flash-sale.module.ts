import { AuthStore, FlashSaleApiToken, FlashSaleBoard, FlashSaleReminder, NavigationToken, NotificationsApiToken, SchedulerToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** The flash sale's block (the home page, /product/sale) and its reminders ("Ingatkan Saya"); the big cards of /product/sale are flash-sale-page's. */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(FlashSaleBoard, [FlashSaleApiToken, SchedulerToken]);
  useCase(FlashSaleReminder, [NotificationsApiToken, AuthStore, NavigationToken]);
});
