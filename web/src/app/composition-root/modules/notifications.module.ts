import { AccountApiToken, AuthStore, DeviceNotificationsToken, PushRegistration } from '@more/core';
import { ContainerModule } from 'inversify';
import { BrowserNotifications } from '../../../features/notifications/browser-notifications';
import { binder } from '../binding';
import { clearedAtLogout } from '../cleared-at-logout';

/**
 * The notifications page's own services: the device's push registration
 * (the list, its unread count and marking read are the frame's Notifications,
 * which the header's bell shares, so both counts agree).
 */
export default new ContainerModule((options) => {
  const { useCase, factory } = binder(options);
  factory(DeviceNotificationsToken, [], () => new BrowserNotifications());
  // The registration belongs to the customer who made it: the next one to log in registers the device again.
  useCase(PushRegistration, [AccountApiToken, AuthStore, DeviceNotificationsToken]).onActivation(clearedAtLogout);
});
