import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { AccountApi } from '../account/account-api.port';
import type { PushDevice } from '../account/push-device';
import type { AuthStore } from '../session/auth-store';
import type { ClearedOnLogout } from '../session/participants';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { token } from '../shared/token';

const REGISTER_CALL = 'POST more/user/token';

/** The browser's answer to "may the store notify you" (the Notification API), or that it has none. */
export type NotificationPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/**
 * This device's side of push notifications: the permission, asked only when
 * the shopper asks for notifications, and what the device says of itself.
 */
export interface DeviceNotifications {
  /** The permission as it stands; reading it never prompts. */
  permission(): NotificationPermission;
  /** Shows the browser's prompt (only ever on the shopper's request). */
  requestPermission(): Promise<NotificationPermission>;
  /** This device's id, name, system and the token it can give for pushes. */
  device(): Promise<Omit<PushDevice, 'accessToken'>>;
}

export const DeviceNotificationsToken = token<DeviceNotifications>('DeviceNotifications');

/**
 * - `unsupported`: the browser has no notifications;
 * - `off`: not asked yet in this login (the switch is off);
 * - `asking`: the browser's prompt is open; `registering`: `more/user/token` is on its way;
 * - `on`: this device is registered for the customer;
 * - `denied`: the shopper (or the browser) refused the permission;
 * - `failed`: the registration was refused; `failure` says why, and the switch can try again.
 */
export type PushRegistrationStatus = 'unsupported' | 'off' | 'asking' | 'registering' | 'on' | 'denied' | 'failed';

export interface PushRegistrationState {
  readonly status: PushRegistrationStatus;
  readonly failure: StoreFailure | null;
}

/**
 * Push registration (issue 21 point 8, document 2 §7 `more/user/token`, §9
 * "app version label 'more v2'"): for a logged-in customer who turns it on,
 * the permission is asked (never before), and once granted the device is
 * registered once for this login. Document 2 has no call to unregister a
 * device, so "on" stays on until the shopper withdraws the permission in the
 * browser; the next customer to log in on the device registers it again.
 */
export class PushRegistration implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<PushRegistrationState>({ status: 'off', failure: null });
  readonly state$: Observable<PushRegistrationState> = this.state.asObservable();
  /** Bumped at logout: a registration on its way for the previous customer is dropped. */
  private session = 0;
  private readonly loginWatch: Subscription;

  constructor(
    private readonly api: AccountApi,
    private readonly auth: AuthStore,
    private readonly device: DeviceNotifications,
  ) {
    this.state.next(this.resting());
    this.loginWatch = auth.loggedIn$.subscribe((loggedIn) => {
      if (!loggedIn) this.clearOnLogout();
    });
  }

  get current(): PushRegistrationState {
    return this.state.getValue();
  }

  /** The shopper turns notifications on: the prompt if not answered yet, then the registration, once. */
  async enable(): Promise<void> {
    const { status } = this.current;
    if (!this.auth.isLoggedIn || status === 'asking' || status === 'registering' || status === 'on' || status === 'unsupported') return;
    const session = this.session;
    let permission = this.device.permission();
    if (permission === 'default') {
      this.state.next({ status: 'asking', failure: null });
      permission = await this.device.requestPermission().catch(() => 'denied' as const);
      if (session !== this.session) return;
    }
    if (permission !== 'granted') {
      this.state.next({ status: permission === 'unsupported' ? 'unsupported' : permission === 'denied' ? 'denied' : 'off', failure: null });
      return;
    }
    const accessToken = this.auth.current.token;
    if (!accessToken) return;
    this.state.next({ status: 'registering', failure: null });
    try {
      await this.api.registerPushDevice({ ...(await this.device.device()), accessToken });
      if (session === this.session) this.state.next({ status: 'on', failure: null });
    } catch (error) {
      if (session === this.session) this.state.next({ status: 'failed', failure: toStoreFailure(error, REGISTER_CALL) });
    }
  }

  /** The device belongs to the customer who registers it next. */
  clearOnLogout(): void {
    this.session++;
    this.state.next(this.resting());
  }

  dispose(): void {
    this.loginWatch.unsubscribe();
  }

  private resting(): PushRegistrationState {
    const permission = this.device.permission();
    return { status: permission === 'unsupported' ? 'unsupported' : permission === 'denied' ? 'denied' : 'off', failure: null };
  }
}
