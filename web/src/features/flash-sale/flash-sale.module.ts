import { AuthStore, FlashSaleApiToken, FlashSaleBoard, FlashSaleReminder, NavigationToken, NotificationsApiToken, SchedulerToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/**
 * The flash sale's block and its reminders ("Ingatkan Saya"), with the flash sale's port; the big cards of
 * /product/sale are the 'flash-sale/page' module's (page.module.ts). Loaded by the flash sale's row, and by the home
 * page's and the promotion pages' rows, which show its block and groups (flash-sale/public.ts).
 */
export default new ContainerModule((options) => {
  const { useCase, httpPort } = binder(options);
  // The flash sale's own calls: the 'flash-sale/page' module's cards load with this module on every route that shows them.
  httpPort(FlashSaleApiToken, () => import('@more/adapters/http/flash-sale').then(({ HttpFlashSaleApi }) => HttpFlashSaleApi));
  useCase(FlashSaleBoard, [FlashSaleApiToken, SchedulerToken]);
  useCase(FlashSaleReminder, [NotificationsApiToken, AuthStore, NavigationToken]);
});
