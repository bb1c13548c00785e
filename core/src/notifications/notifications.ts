import { BehaviorSubject, type Observable, type Subscription, map } from 'rxjs';
import type { AuthStore } from '../session/auth-store';
import type { ClearedOnLogout } from '../session/participants';
import { StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import { settled } from '../shared/settled';
import type { StoreNotification } from './notification';
import {
  type NotificationList,
  appendNotificationPage,
  notificationListOf,
  hasMoreNotifications,
  markNotificationsRead,
  isEmptyReadChange,
  undoNotificationsRead,
  unreadCountOf,
} from './notification-list';
import type { NotificationsApi, NotificationReadTarget } from './notifications-api.port';

/** "header notifications 4 per page, 3 shown" (document 1 §9, document 2 §9). */
export const HEADER_NOTIFICATIONS_PER_PAGE = 4;
export const HEADER_NOTIFICATIONS_SHOWN = 3;

const LIST_CALL = 'GET more/user/notification';
const MARK_READ_CALL = 'POST more/user/notification/update-read';
const REMINDER_CALL = 'POST more/setting/reminder';

/** The profile's notification list. */
export interface NotificationsView {
  /** Every notification loaded so far, newest first. */
  readonly items: readonly StoreNotification[];
  readonly unreadCount: number;
  readonly page: number;
  readonly totalPages: number;
  readonly total: number;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** Why the last "load more" failed; cleared by the next attempt. */
  readonly loadMoreFailure: StoreFailure | null;
  /** Why the last marking read was refused (and undone); cleared by the next marking. */
  readonly markReadFailure: StoreFailure | null;
}

/** The header's list: "A notification list shows 3 of 4 loaded items" (document 1 §2). */
export interface NotificationsHeader {
  readonly shown: readonly StoreNotification[];
  readonly unreadCount: number;
  /** More exist than the 3 shown: the fourth loaded one is what tells. */
  readonly hasMore: boolean;
}

export type NotificationsOutcome = { readonly ok: true } | { readonly ok: false; readonly failure: StoreFailure };

interface Model {
  readonly list: NotificationList;
  readonly loadingMore: boolean;
  readonly loadMoreFailure: StoreFailure | null;
  readonly markReadFailure: StoreFailure | null;
}

const toView = (model: Model): NotificationsView => ({
  items: model.list.items,
  unreadCount: unreadCountOf(model.list),
  page: model.list.page,
  totalPages: model.list.totalPages,
  total: model.list.total,
  hasMore: hasMoreNotifications(model.list),
  loadingMore: model.loadingMore,
  loadMoreFailure: model.loadMoreFailure,
  markReadFailure: model.markReadFailure,
});

const toHeader = (view: NotificationsView): NotificationsHeader => ({
  shown: view.items.slice(0, HEADER_NOTIFICATIONS_SHOWN),
  unreadCount: view.unreadCount,
  hasMore: view.total > HEADER_NOTIFICATIONS_SHOWN || view.items.length > HEADER_NOTIFICATIONS_SHOWN,
});

const mapReady = <T, U>(loadable: Loadable<T>, f: (value: T) => U): Loadable<U> =>
  loadable.status === 'ready' ? ready(f(loadable.value)) : loadable;

/**
 * The shopper's notifications: the header's first page of 4 (3 shown) and
 * unread count, and the profile's list, which is the same list grown by
 * "load more" 4 at a time (document 2 gives no other page size).
 *
 * Only a logged-in customer has notifications: the list loads when the
 * shopper logs in and empties when they log out; a guest causes no call.
 * Marking read is optimistic: flags and count change at once and are put
 * back if the server refuses.
 */
export class Notifications implements ClearedOnLogout {
  private readonly model = new BehaviorSubject<Loadable<Model>>(idle);
  readonly state$: Observable<Loadable<NotificationsView>> = this.model.pipe(map((model) => mapReady(model, toView)));
  readonly header$: Observable<Loadable<NotificationsHeader>> = this.state$.pipe(map((state) => mapReady(state, toHeader)));
  /**
   * Bumped whenever the list is replaced or emptied, so that answers and
   * undos meant for an older list (a previous account) are dropped.
   */
  private generation = 0;
  private readonly loginWatch: Subscription;

  constructor(
    private readonly api: NotificationsApi,
    private readonly auth: AuthStore,
  ) {
    this.loginWatch = auth.loggedIn$.subscribe((loggedIn) => {
      if (loggedIn) void this.load();
      else this.clearOnLogout();
    });
  }

  /** Resolves once the customer's list is no longer on its way (it loads by itself at login); at once for a guest. */
  settled(): Promise<void> {
    return this.auth.isLoggedIn ? settled(this.model, (model) => this.auth.isLoggedIn && (model.status === 'idle' || model.status === 'loading')).then(() => undefined) : Promise.resolve();
  }

  /** Fetches the first page again (the header opening, a retry, pull to refresh). */
  async load(): Promise<void> {
    if (!this.auth.isLoggedIn) return;
    const generation = ++this.generation;
    this.model.next(loading);
    try {
      const page = await this.api.list(1, HEADER_NOTIFICATIONS_PER_PAGE);
      if (generation !== this.generation) return;
      this.model.next(ready({ list: notificationListOf(page), loadingMore: false, loadMoreFailure: null, markReadFailure: null }));
    } catch (error) {
      if (generation === this.generation) this.model.next(failed(toStoreFailure(error, LIST_CALL)));
    }
  }

  /** Fetches unless the list is already here or on its way. */
  async ensureLoaded(): Promise<void> {
    const { status } = this.model.getValue();
    if (status === 'idle' || status === 'failed') await this.load();
  }

  /** "load more appends": the next page, unless one is on its way or none is left. */
  async loadMore(): Promise<void> {
    const current = this.readyModel();
    if (!current || current.loadingMore || !hasMoreNotifications(current.list)) return;
    const generation = this.generation;
    this.model.next(ready({ ...current, loadingMore: true, loadMoreFailure: null }));
    try {
      const page = await this.api.list(current.list.page + 1, HEADER_NOTIFICATIONS_PER_PAGE);
      this.updateIf(generation, (model) => ({ ...model, list: appendNotificationPage(model.list, page), loadingMore: false }));
    } catch (error) {
      const failure = toStoreFailure(error, LIST_CALL);
      this.updateIf(generation, (model) => ({ ...model, loadingMore: false, loadMoreFailure: failure }));
    }
  }

  /**
   * Marks notifications read, here at once and then on the server; undone if
   * the server refuses. Only those that change are sent, and nothing is sent
   * when nothing would change (already read, unknown, or not loaded at all).
   */
  async markRead(target: NotificationReadTarget): Promise<NotificationsOutcome> {
    const current = this.readyModel();
    if (!current) return { ok: true };
    const { list, change } = markNotificationsRead(current.list, target);
    if (isEmptyReadChange(change)) return { ok: true };
    const generation = this.generation;
    this.model.next(ready({ ...current, list, markReadFailure: null }));
    try {
      await this.api.markRead(target === 'all' ? 'all' : change.ids);
      return { ok: true };
    } catch (error) {
      const failure = toStoreFailure(error, MARK_READ_CALL);
      this.updateIf(generation, (model) => ({ ...model, list: undoNotificationsRead(model.list, change), markReadFailure: failure }));
      return { ok: false, failure };
    }
  }

  /** Switches the shopper's reminders on or off (`POST more/setting/reminder`); a guest has none. */
  async setReminder(enabled: boolean): Promise<NotificationsOutcome> {
    if (!this.auth.isLoggedIn) {
      return { ok: false, failure: new StoreFailure('unauthorized', REMINDER_CALL, 'A guest has no reminder setting') };
    }
    try {
      await this.api.setReminder({ enabled });
      return { ok: true };
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, REMINDER_CALL) };
    }
  }

  /** "Logout clears … notifications" (document 1 §4); answers still on their way are dropped. */
  clearOnLogout(): void {
    this.generation++;
    this.model.next(idle);
  }

  /** Stops following the login state (for tests and hot reload). */
  dispose(): void {
    this.loginWatch.unsubscribe();
  }

  private readyModel(): Model | null {
    const model = this.model.getValue();
    return model.status === 'ready' ? model.value : null;
  }

  private updateIf(generation: number, change: (model: Model) => Model): void {
    const model = this.readyModel();
    if (model && generation === this.generation) this.model.next(ready(change(model)));
  }
}
