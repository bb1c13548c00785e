import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryNotificationsApi } from '../notifications/notifications-api.fake';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import { RecordingNavigation } from '../shared/navigation';
import { FlashSaleReminder, REMINDER_CONFIRMATION, type ReminderStatus, reminderView } from './flash-sale-reminder';

const setUp = (loggedIn: boolean) => {
  const api = new InMemoryNotificationsApi();
  const navigation = new RecordingNavigation();
  const auth = new AuthStore(new InMemorySessionStore(loggedIn ? { token: 't', user: aUser() } : null));
  return { api, navigation, reminder: new FlashSaleReminder(api, auth, navigation) };
};

describe('★ FlashSaleReminder (issue 10 point 6: "a guest is sent to login and back")', () => {
  it('sends a guest to /login with the page to come back to, and calls nothing', async () => {
    const { api, navigation, reminder } = setUp(false);
    await reminder.remind('/product/sale');
    expect(navigation.visits).toEqual([{ path: '/login?redirect=%2Fproduct%2Fsale', replace: false }]);
    expect(api.calls).toEqual([]);
    expect(reminder.current.status).toBe('off');
  });

  it('switches the reminder on for a customer (POST more/setting/reminder) and confirms', async () => {
    const { api, reminder } = setUp(true);
    const pressed = reminder.remind('/');
    expect(reminder.current).toMatchObject({ status: 'saving', disabled: true });
    await pressed;
    expect(api.reminder).toEqual({ enabled: true });
    expect(reminder.current).toEqual({ status: 'on', label: 'Pengingat Aktif', disabled: true, message: REMINDER_CONFIRMATION });
  });

  it('tells its view every change of the button (state$), starting from what it shows now', async () => {
    const { reminder } = setUp(true);
    const labels: string[] = [];
    const watching = reminder.state$.subscribe((view) => labels.push(view.label));
    await reminder.remind('/');
    watching.unsubscribe();
    expect(labels).toEqual(['Ingatkan Saya', 'Menyimpan…', 'Pengingat Aktif']);
  });

  it('sends one request however often the button is pressed', async () => {
    const { api, reminder } = setUp(true);
    await Promise.all([reminder.remind('/'), reminder.remind('/'), reminder.remind('/')]);
    await reminder.remind('/');
    expect(api.calls).toHaveLength(1);
  });

  it('explains a failure and lets the shopper try again', async () => {
    const { api, reminder } = setUp(true);
    api.failReminderWith = new StoreFailure('network', 'POST more/setting/reminder', 'offline');
    await reminder.remind('/');
    expect(reminder.current.status).toBe('failed');
    expect(reminder.current.message).toContain('Pengingat belum dapat disimpan.');
    expect(reminder.current.disabled).toBe(false);
    api.failReminderWith = null;
    await reminder.remind('/');
    expect(reminder.current.status).toBe('on');
    reminder.clear();
    expect(reminder.current.label).toBe('Ingatkan Saya');
  });

  it('offers "Ingatkan Saya" whenever pressing it would do something', () => {
    fc.assert(
      fc.property(fc.constantFrom<ReminderStatus[]>('off', 'saving', 'on', 'failed'), (status) => {
        const view = reminderView(status);
        return view.disabled === (status === 'saving' || status === 'on') && (view.disabled || view.label === 'Ingatkan Saya');
      }),
    );
  });
});
