import fc from 'fast-check';
import { filter, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import type { Loadable } from '../shared/loadable';
import { someNotifications } from './notification.fixture';
import { InMemoryNotificationsApi } from './notifications-api.fake';
import type { NotificationReadTarget } from './notifications-api.port';
import { Notifications, type NotificationsView } from './notifications';

const loggedIn = () => new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));

const view = (notifications: Notifications): NotificationsView => {
  const states: Loadable<NotificationsView>[] = [];
  notifications.state$.subscribe((state) => states.push(state)).unsubscribe();
  const state = states[0];
  if (state?.status !== 'ready') throw new Error(`not ready: ${state?.status}`);
  return state.value;
};

/** The constructor loads at once for a logged-in shopper; this waits for the answer. */
const loaded = (notifications: Notifications) =>
  firstValueFrom(notifications.state$.pipe(filter((state) => state.status === 'ready')));

const knownUnread = (v: NotificationsView) => v.items.filter((n) => !n.read).length;

/** Ids 1..16 reach past the longest list, so some markings name notifications nobody knows. */
const target: fc.Arbitrary<NotificationReadTarget> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('all' as const) },
  { weight: 4, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 16 }), { maxLength: 5 }) },
);
const markings = fc.array(fc.record({ target, fails: fc.boolean(), awaited: fc.boolean() }), { maxLength: 15 });
const readFlags = fc.array(fc.boolean(), { maxLength: 14 });

describe('notifications: unread count (property)', () => {
  it('for any list and any sequence of markRead calls, succeeding or failing, awaited or overlapping: the unread count equals the unread notifications known and never goes below 0', async () => {
    await fc.assert(
      fc.asyncProperty(readFlags, markings, async (read, steps) => {
        const api = new InMemoryNotificationsApi(someNotifications(read));
        const notifications = new Notifications(api, loggedIn());
        await loaded(notifications);
        while (view(notifications).hasMore) await notifications.loadMore();
        expect(view(notifications).items).toHaveLength(read.length);

        const check = () => {
          const v = view(notifications);
          expect(v.unreadCount).toBe(knownUnread(v));
          expect(v.unreadCount).toBeGreaterThanOrEqual(0);
        };
        check();
        const pending: Promise<unknown>[] = [];
        for (const step of steps) {
          api.failMarkReadWith = step.fails ? new Error('offline') : null;
          const marking = notifications.markRead(step.target);
          check();
          if (step.awaited) await marking;
          else pending.push(marking);
          check();
        }
        await Promise.all(pending);
        check();
        notifications.dispose();
      }),
    );
  });

  it('for any list, however much of it is loaded, and any awaited markRead calls: the count matches the server\'s and each known read flag too', async () => {
    await fc.assert(
      fc.asyncProperty(readFlags, fc.nat(3), markings, async (read, pagesMore, steps) => {
        const api = new InMemoryNotificationsApi(someNotifications(read));
        const notifications = new Notifications(api, loggedIn());
        await loaded(notifications);
        for (let i = 0; i < pagesMore; i++) await notifications.loadMore();

        for (const step of steps) {
          api.failMarkReadWith = step.fails ? new Error('offline') : null;
          await notifications.markRead(step.target);
          const v = view(notifications);
          expect(v.unreadCount).toBe(api.unreadCount);
          expect(v.unreadCount).toBeGreaterThanOrEqual(0);
          const onServer = new Map(api.notifications.map((n) => [n.id, n.read]));
          for (const item of v.items) expect(item.read).toBe(onServer.get(item.id));
        }
        notifications.dispose();
      }),
    );
  });
});
