import { Subject, filter, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { InMemoryAuthApi, aUser } from '../session/fakes';
import { Session } from '../session/session';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import type { Loadable } from '../shared/loadable';
import { RecordingNavigation } from '../shared/navigation';
import { aNotification, someNotifications } from './notification.fixture';
import { InMemoryNotificationsApi } from './notifications-api.fake';
import type { NotificationPage, NotificationsApi } from './notifications-api.port';
import { HEADER_NOTIFICATIONS_PER_PAGE, HEADER_NOTIFICATIONS_SHOWN, Notifications, type NotificationsView } from './notifications';

/** Ten notifications, newest first; 1, 2, 4 and 7 unread. */
const TEN = [false, false, true, false, true, true, false, true, true, true];

const setup = (options: { loggedIn?: boolean; read?: readonly boolean[] } = {}) => {
  const store = new InMemorySessionStore(options.loggedIn === false ? null : { token: 'token-0', user: aUser() });
  const auth = new AuthStore(store);
  const api = new InMemoryNotificationsApi(someNotifications(options.read ?? TEN));
  const notifications = new Notifications(api, auth);
  return { auth, api, notifications };
};

const settled = (notifications: Notifications) =>
  firstValueFrom(notifications.state$.pipe(filter((state) => state.status === 'ready' || state.status === 'failed')));

const now = <T>(observable: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T => {
  let latest: T | undefined;
  observable.subscribe((value) => (latest = value)).unsubscribe();
  return latest!;
};

const view = (notifications: Notifications): NotificationsView => {
  const state: Loadable<NotificationsView> = now(notifications.state$);
  if (state.status !== 'ready') throw new Error(`not ready: ${state.status}`);
  return state.value;
};

const unreadIds = (notifications: Notifications) => view(notifications).items.filter((n) => !n.read).map((n) => n.id);

/** A notifications API whose list answers wait until the test releases them. */
const gatedApi = () => {
  const answers: Array<{ resolve: (page: NotificationPage) => void; reject: (error: Error) => void }> = [];
  const api: NotificationsApi = {
    list: () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
    markRead: () => Promise.resolve(),
    setReminder: () => Promise.resolve(),
  };
  const pageOf = (ids: number[]): NotificationPage => ({
    items: ids.map((id) => aNotification({ id })),
    page: 1,
    perPage: 4,
    total: ids.length,
    totalPages: 1,
    unreadCount: ids.length,
  });
  return { api, answers, pageOf };
};

describe('notifications', () => {
  describe('header: "A notification list shows 3 of 4 loaded items" (document 1 §2)', () => {
    it('"header notifications 4 per page, 3 shown" (document 1 §9, document 2 §9)', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      expect([HEADER_NOTIFICATIONS_PER_PAGE, HEADER_NOTIFICATIONS_SHOWN]).toEqual([4, 3]);
      expect(api.calls).toEqual([{ call: 'list', page: 1, perPage: 4 }]);
      expect(view(notifications).items.map((n) => n.id)).toEqual([1, 2, 3, 4]);
      const header = now(notifications.header$);
      expect(header.status === 'ready' && header.value.shown.map((n) => n.id)).toEqual([1, 2, 3]);
    });

    it('shows the unread count over all notifications, not only the loaded ones', async () => {
      const { notifications } = setup();
      await settled(notifications);
      const header = now(notifications.header$);
      expect(header.status === 'ready' && header.value).toMatchObject({ unreadCount: 4, hasMore: true });
    });

    it('tells when there is nothing beyond the 3 shown', async () => {
      const { notifications } = setup({ read: [false, true, true] });
      await settled(notifications);
      const header = now(notifications.header$);
      expect(header.status === 'ready' && header.value).toMatchObject({ unreadCount: 1, hasMore: false });
      expect(header.status === 'ready' && header.value.shown).toHaveLength(3);
    });

    it('shows a fourth loaded item as "more" even when the server reports a smaller total', async () => {
      const { api, notifications } = setup({ read: [true, true, true, true] });
      api.list = (page, perPage) => InMemoryNotificationsApi.prototype.list.call(api, page, perPage).then((answer) => ({ ...answer, total: 3 }));
      await notifications.load();
      const header = now(notifications.header$);
      expect(header.status === 'ready' && header.value.hasMore).toBe(true);
    });
  });

  describe('only a logged-in customer has notifications (document 1 §6)', () => {
    it('a guest has none, and no call is made', async () => {
      const { api, notifications } = setup({ loggedIn: false });
      await notifications.load();
      await notifications.ensureLoaded();
      await notifications.loadMore();
      expect(await notifications.markRead('all')).toEqual({ ok: true });
      expect(now(notifications.state$)).toEqual({ status: 'idle' });
      expect(now(notifications.header$)).toEqual({ status: 'idle' });
      expect(api.calls).toEqual([]);
    });

    it('loads when the shopper logs in', async () => {
      const { api, auth, notifications } = setup({ loggedIn: false });
      auth.signIn('token-1', aUser());
      expect((await settled(notifications)).status).toBe('ready');
      expect(api.calls).toHaveLength(1);
    });

    it('"Logout clears … notifications" (document 1 §4), as a participant of the session', async () => {
      const { auth, notifications } = setup();
      await settled(notifications);
      const session = new Session(auth, new InMemoryAuthApi(), new RecordingNavigation(), { afterLogin: [], clearedOnLogout: [notifications] }, new Subject());
      await session.logout();
      expect(now(notifications.state$)).toEqual({ status: 'idle' });
    });

    it('empties when the login ends any other way (a 401 clearing the user)', async () => {
      const { auth, notifications } = setup();
      await settled(notifications);
      auth.clearUser();
      expect(now(notifications.state$)).toEqual({ status: 'idle' });
    });

    it('drops an answer that arrives after logout', async () => {
      const { api, answers, pageOf } = gatedApi();
      const notifications = new Notifications(api, new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() })));
      notifications.clearOnLogout();
      answers[0]?.resolve(pageOf([1, 2]));
      await Promise.resolve();
      expect(now(notifications.state$)).toEqual({ status: 'idle' });
    });

    it('stops following the login once disposed', async () => {
      const { api, auth, notifications } = setup({ loggedIn: false });
      notifications.dispose();
      auth.signIn('token-1', aUser());
      await Promise.resolve();
      expect(api.calls).toEqual([]);
    });
  });

  describe('loading', () => {
    it('shows a failure naming the call, and ensureLoaded fetches again', async () => {
      const { api, auth, notifications } = setup({ loggedIn: false });
      api.failListWith = new StoreFailure('server', 'GET more/user/notification', 'Internal Server Error', { status: 500 });
      auth.signIn('t', aUser());
      const failedState = await settled(notifications);
      expect(failedState.status === 'failed' && failedState.failure.kind).toBe('server');

      api.failListWith = new Error('offline');
      await notifications.ensureLoaded();
      const offline = now(notifications.state$);
      expect(offline.status === 'failed' && [offline.failure.kind, offline.failure.call]).toEqual(['network', 'GET more/user/notification']);

      api.failListWith = null;
      await notifications.ensureLoaded();
      await notifications.ensureLoaded();
      expect(view(notifications).items).toHaveLength(4);
      expect(api.calls).toHaveLength(3);
    });

    it('never lets an older answer overwrite a newer one', async () => {
      const { api, answers, pageOf } = gatedApi();
      const notifications = new Notifications(api, new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() })));
      const second = notifications.load();
      answers[1]?.resolve(pageOf([7, 8]));
      await second;
      answers[0]?.resolve(pageOf([1, 2]));
      answers[0]?.reject(new Error('late'));
      await Promise.resolve();
      expect(view(notifications).items.map((n) => n.id)).toEqual([7, 8]);
    });

    it('ignores a failure of an older load', async () => {
      const { api, answers, pageOf } = gatedApi();
      const notifications = new Notifications(api, new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() })));
      const second = notifications.load();
      answers[0]?.reject(new Error('late'));
      answers[1]?.resolve(pageOf([7]));
      await second;
      expect(view(notifications).items.map((n) => n.id)).toEqual([7]);
    });
  });

  describe('profile list: "load more appends"', () => {
    it('fetches the next page of 4 and appends it, until none is left', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      expect(view(notifications)).toMatchObject({ page: 1, totalPages: 3, total: 10, hasMore: true });
      await notifications.loadMore();
      await notifications.loadMore();
      expect(view(notifications).items.map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(view(notifications)).toMatchObject({ page: 3, hasMore: false, unreadCount: 4, loadingMore: false });
      await notifications.loadMore();
      expect(api.calls.map((call) => call.call === 'list' && call.page)).toEqual([1, 2, 3]);
    });

    it('asks once while a page is on its way', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      const first = notifications.loadMore();
      expect(view(notifications).loadingMore).toBe(true);
      await notifications.loadMore();
      await first;
      expect(api.calls).toHaveLength(2);
    });

    it('keeps what is shown when a page fails, and tries again', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      api.failListWith = new Error('offline');
      await notifications.loadMore();
      expect(view(notifications)).toMatchObject({ loadingMore: false, page: 1 });
      expect(view(notifications).loadMoreFailure?.call).toBe('GET more/user/notification');
      api.failListWith = null;
      const retry = notifications.loadMore();
      expect(view(notifications).loadMoreFailure).toBeNull();
      await retry;
      expect(view(notifications).items).toHaveLength(8);
    });

    it('keeps a notification shown once when a newer one shifts the pages', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      api.receive(aNotification({ id: 11, read: true }));
      await notifications.loadMore();
      expect(view(notifications).items.map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it('drops a page that arrives after logout', async () => {
      const { notifications } = setup();
      await settled(notifications);
      const more = notifications.loadMore();
      notifications.clearOnLogout();
      await more;
      expect(now(notifications.state$)).toEqual({ status: 'idle' });
    });
  });

  describe('marking read (optimistic)', () => {
    it('changes the read state and the count at once, then tells the server only what changed', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      const marking = notifications.markRead([1, 3]);
      expect(unreadIds(notifications)).toEqual([2, 4]);
      expect(view(notifications).unreadCount).toBe(3);
      expect(await marking).toEqual({ ok: true });
      expect(api.calls.at(-1)).toEqual({ call: 'markRead', target: [1] });
      expect(api.unreadCount).toBe(3);
    });

    it('puts the read state and count back when the server refuses', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      api.failMarkReadWith = new Error('offline');
      const marking = notifications.markRead([2]);
      expect(view(notifications).unreadCount).toBe(3);
      const outcome = await marking;
      expect(outcome.ok).toBe(false);
      expect(!outcome.ok && outcome.failure.call).toBe('POST more/user/notification/update-read');
      expect(unreadIds(notifications)).toEqual([1, 2, 4]);
      expect(view(notifications).unreadCount).toBe(4);
      expect(view(notifications).markReadFailure?.kind).toBe('network');

      api.failMarkReadWith = null;
      const again = notifications.markRead([2]);
      expect(view(notifications).markReadFailure).toBeNull();
      await again;
    });

    it('marks all read, the pages not loaded too', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      await notifications.markRead('all');
      expect(view(notifications).unreadCount).toBe(0);
      expect(api.calls.at(-1)).toEqual({ call: 'markRead', target: 'all' });
      await notifications.loadMore();
      expect(view(notifications).unreadCount).toBe(0);
    });

    it('puts back the count of the pages not loaded when "all" is refused', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      api.failMarkReadWith = new Error('offline');
      await notifications.markRead('all');
      expect(view(notifications).unreadCount).toBe(4);
      await notifications.loadMore();
      await notifications.loadMore();
      expect(view(notifications).unreadCount).toBe(4);
    });

    it('makes no call when nothing would change', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      expect(await notifications.markRead([3, 99])).toEqual({ ok: true });
      expect(await notifications.markRead([])).toEqual({ ok: true });
      expect(api.calls).toHaveLength(1);
    });

    it('undoes nothing once the list was replaced by logout', async () => {
      const { api, notifications } = setup();
      await settled(notifications);
      api.failMarkReadWith = new Error('offline');
      const marking = notifications.markRead([1]);
      notifications.clearOnLogout();
      expect((await marking).ok).toBe(false);
      expect(now(notifications.state$)).toEqual({ status: 'idle' });
    });
  });

  describe('reminder (POST more/setting/reminder)', () => {
    it('switches the reminder for a customer', async () => {
      const { api, notifications } = setup();
      expect(await notifications.setReminder(true)).toEqual({ ok: true });
      expect(api.reminder).toEqual({ enabled: true });
    });

    it('reports a refusal', async () => {
      const { api, notifications } = setup();
      api.failReminderWith = new StoreFailure('rejected', 'POST more/setting/reminder', 'Bad Request', { status: 422 });
      const outcome = await notifications.setReminder(false);
      expect(!outcome.ok && outcome.failure.kind).toBe('rejected');
    });

    it('makes no call for a guest', async () => {
      const { api, notifications } = setup({ loggedIn: false });
      const outcome = await notifications.setReminder(true);
      expect(!outcome.ok && outcome.failure.kind).toBe('unauthorized');
      expect(api.calls).toEqual([]);
    });
  });
});

describe('Notifications.settled (a page rendered for the customer waits for the bell)', () => {
  it('resolves once the list that loads at login has come, and at once for a guest', async () => {
    const { notifications } = setup();
    await notifications.settled();
    expect(view(notifications).items.length).toBeGreaterThan(0);
    const guest = setup({ loggedIn: false });
    await guest.notifications.settled();
    expect(now(guest.notifications.state$).status).toBe('idle');
  });
});
