import { AuthStore, FlashSaleApiToken, FlashSaleBoard, FlashSaleReminder, NavigationToken, NotificationsApiToken, SchedulerToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** The flash sale's block (the home page, /product/sale) and its reminders ("Ingatkan Saya"); the big cards of /product/sale are flash-sale-page's. */
export default new ContainerModule((options) => {
  const { useCase, httpPort } = binder(options);
  // The flash sale's own calls: flash-sale-page's cards load with this module on every route that shows them.
  httpPort(FlashSaleApiToken, () => import('@more/adapters/http/flash-sale').then(({ HttpFlashSaleApi }) => HttpFlashSaleApi));
  useCase(FlashSaleBoard, [FlashSaleApiToken, SchedulerToken]);
  useCase(FlashSaleReminder, [NotificationsApiToken, AuthStore, NavigationToken]);
});
