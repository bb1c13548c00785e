import { AccountApiToken, AuthStore, DeviceNotificationsToken, PushRegistration } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';
import { BrowserNotifications } from './browser-notifications';

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
