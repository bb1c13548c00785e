import { type DeviceNotifications, type NotificationPermission, describePushDevice } from '@more/core';

/**
 * The browser's Notification API as core's DeviceNotifications. The store
 * has no push service yet (no service worker, no Firebase project: nothing is
 * loaded from another origin), so the browser cannot give a push
 * subscription. What is sent as `firebase_token` is therefore a token made
 * here, `web-notification:<device id>`, standing for "this browser granted
 * notifications"; the device id is random and lives as long as the page
 * (nothing is written to storage). A real push token replaces it once a push
 * service exists.
 */
export class BrowserNotifications implements DeviceNotifications {
  private deviceId: string | null = null;

  permission(): NotificationPermission {
    return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
  }

  async requestPermission(): Promise<NotificationPermission> {
    if (typeof Notification === 'undefined') return 'unsupported';
    return Notification.requestPermission();
  }

  device() {
    this.deviceId ??= `web-${crypto.randomUUID()}`;
    return Promise.resolve({
      deviceId: this.deviceId,
      ...describePushDevice(navigator.userAgent),
      firebaseToken: `web-notification:${this.deviceId}`,
    });
  }
}
