import { BehaviorSubject, type Observable, map } from 'rxjs';
import type { NotificationsApi } from '../notifications/notifications-api.port';
import type { AuthStore } from '../session/auth-store';
import { loginPathFor } from '../session/route-guard';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { failureText } from '../shared/failure-text';
import type { Navigation } from '../shared/navigation';

/** Where the "Ingatkan Saya" request stands. The reminder is the shopper's one setting, not a group's. */
export type ReminderStatus = 'off' | 'saving' | 'on' | 'failed';

/** What the reminder button of an upcoming flash sale shows. */
export interface ReminderView {
  readonly status: ReminderStatus;
  readonly label: string;
  readonly disabled: boolean;
  /** The confirmation, or why it failed; null when there is nothing to say. */
  readonly message: string | null;
}

export const REMINDER_CONFIRMATION = 'Pengingat aktif. Kami akan mengabari Anda saat flash sale dimulai.';

export const reminderView = (status: ReminderStatus, failure: StoreFailure | null = null): ReminderView => {
  switch (status) {
    case 'off':
      return { status, label: 'Ingatkan Saya', disabled: false, message: null };
    case 'saving':
      return { status, label: 'Menyimpan…', disabled: true, message: null };
    case 'on':
      return { status, label: 'Pengingat Aktif', disabled: true, message: REMINDER_CONFIRMATION };
    case 'failed':
      return {
        status,
        label: 'Ingatkan Saya',
        disabled: false,
        message: `Pengingat belum dapat disimpan. ${failure ? failureText(failure) : ''}`.trim(),
      };
  }
};

const CALL = 'POST more/setting/reminder';

/**
 * ★ "on an upcoming flash sale a logged-in shopper can ask to be reminded
 * (`more/setting/reminder`); a guest is sent to login and back" (issue 10). A guest goes to
 * `/login?redirect={the page}`, and the login page brings them back to the page they were
 * on; a customer switches the reminder setting on and sees the confirmation. Asking twice
 * while the first request is on its way, or once it is on, sends nothing.
 */
export class FlashSaleReminder {
  private readonly state = new BehaviorSubject<{ status: ReminderStatus; failure: StoreFailure | null }>({ status: 'off', failure: null });
  readonly state$: Observable<ReminderView> = this.state.pipe(map(({ status, failure }) => reminderView(status, failure)));

  constructor(
    private readonly api: NotificationsApi,
    private readonly auth: AuthStore,
    private readonly navigation: Navigation,
  ) {}

  get current(): ReminderView {
    const { status, failure } = this.state.getValue();
    return reminderView(status, failure);
  }

  /** The button was pressed on `currentPath` (path and query). Never rejects: a failure shows in the view. */
  async remind(currentPath: string): Promise<void> {
    if (!this.auth.isLoggedIn) {
      this.navigation.go(loginPathFor(currentPath));
      return;
    }
    const { status } = this.state.getValue();
    if (status === 'saving' || status === 'on') return;
    this.state.next({ status: 'saving', failure: null });
    try {
      await this.api.setReminder({ enabled: true });
      this.state.next({ status: 'on', failure: null });
    } catch (error) {
      this.state.next({ status: 'failed', failure: toStoreFailure(error, CALL) });
    }
  }

  /** Logging out forgets the setting shown: the next shopper starts from "Ingatkan Saya". */
  clear(): void {
    this.state.next({ status: 'off', failure: null });
  }
}
