import type { DeviceNotifications, NotificationPermission } from './push-registration';

/** A browser whose permission prompt answers `answer`, counting how often it was shown. */
export class FakeDeviceNotifications implements DeviceNotifications {
  prompts = 0;

  constructor(
    public state: NotificationPermission = 'default',
    public answer: NotificationPermission = 'granted',
  ) {}

  permission(): NotificationPermission {
    return this.state;
  }

  requestPermission(): Promise<NotificationPermission> {
    this.prompts++;
    this.state = this.answer;
    return Promise.resolve(this.answer);
  }

  device() {
    return Promise.resolve({ deviceId: 'web-1', deviceName: 'Chrome 131', deviceOs: 'Android 14', firebaseToken: 'web-notification:web-1' });
  }
}
