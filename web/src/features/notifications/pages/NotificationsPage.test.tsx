import { StoreFailure } from '@more/core';
import { firstValueFrom } from 'rxjs';
import { FakeDeviceNotifications, aNotification, someNotifications } from '@more/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountInboxWorld, renderAt } from '../../../shared/account-inbox.fixture';
import NotificationsPage from './NotificationsPage';

/**
 * Document 1 §3: "Notification: title, subtitle, created_at, image_url,
 * detail_url, read_status (0 is unread); list, unread count and pagination".
 * Document 2 §7 "Notifications": "GET more/user/notification with query (page,
 * per_page); POST more/user/notification/update-read; POST more/setting/reminder".
 * Issue 21 points 5 and 8.
 */

const items = () => screen.queryAllByTestId('notification');
const headerUnread = async (world: ReturnType<typeof accountInboxWorld>) => {
  const header = await firstValueFrom(world.notifications.header$);
  return header.status === 'ready' ? header.value.unreadCount : null;
};

describe('/profile/notifications', () => {
  it('shows a skeleton, then each notification with picture, title, subtitle and date in Indonesian; unread ones marked for eyes and screen readers', async () => {
    const world = accountInboxWorld({ notifications: [aNotification({ id: 1 }), aNotification({ id: 2, title: 'Pembayaran Berhasil', read: true, imageUrl: null })] });
    world.notifications.clearOnLogout();
    renderAt('/profile/notifications', <NotificationsPage params={{}} />, world);
    expect(screen.getByTestId('notifications-loading').getAttribute('aria-busy')).toBe('true');
    void world.notifications.load();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Notifikasi']);
    const [unread, read] = items();
    expect(unread!.textContent).toContain('Belum dibaca: Pesanan Dikirim');
    expect(unread!.textContent).toContain('Pesanan SO-2611-0001 sedang dalam perjalanan');
    expect(unread!.textContent).toContain('21 November 2026 19:05');
    expect(unread!.getAttribute('data-read')).toBe('false');
    expect(unread!.querySelector('img')?.getAttribute('src')).toBe('https://img.test/notifikasi-pengiriman.svg');
    expect(read!.textContent).not.toContain('Belum dibaca');
    expect(read!.querySelector('img')).toBeNull();
    expect(screen.getByTestId('notifications-unread').textContent).toBe('1 belum dibaca');
  });

  it('opening one marks it read at once, tells the server, follows its detail_url inside the store, and the header count falls', async () => {
    const world = accountInboxWorld({ notifications: someNotifications([false, false, true]) });
    const view = renderAt('/profile/notifications', <NotificationsPage params={{}} />, world);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(await headerUnread(world)).toBe(2);
    const link = within(items()[0]!).getByRole('link');
    expect(link.getAttribute('href')).toBe('/profile/order/SO-2611-0001');
    fireEvent.click(link);
    expect(await headerUnread(world)).toBe(1);
    expect(view.path()).toBe('/profile/order/SO-2611-0001');
    await waitFor(() => expect(world.notificationsApi.calls.at(-1)).toEqual({ call: 'markRead', target: [1] }));
  });

  it('turns a full store address into an in-app link and leaves another site as a plain link', async () => {
    const world = accountInboxWorld({
      notifications: [aNotification({ id: 1, detailUrl: `${location.origin}/promotion?tab=1` }), aNotification({ id: 2, detailUrl: 'https://instagram.com/more' }), aNotification({ id: 3, detailUrl: null })],
    });
    renderAt('/profile/notifications', <NotificationsPage params={{}} />, world);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(within(items()[0]!).getByRole('link').getAttribute('href')).toBe('/promotion?tab=1');
    expect(within(items()[1]!).getByRole('link').getAttribute('href')).toBe('https://instagram.com/more');
    // Without a target it only marks read.
    fireEvent.click(within(items()[2]!).getByRole('button'));
    await waitFor(() => expect(items()[2]!.getAttribute('data-read')).toBe('true'));
  });

  it('"Tandai semua dibaca" marks every one read, the pages not loaded too, and is then disabled', async () => {
    const world = accountInboxWorld({ notifications: someNotifications([false, true, false, true, false, false]) });
    renderAt('/profile/notifications', <NotificationsPage params={{}} />, world);
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(screen.getByTestId('notifications-unread').textContent).toBe('4 belum dibaca');
    fireEvent.click(screen.getByRole('button', { name: 'Tandai semua dibaca' }));
    expect(screen.getByTestId('notifications-unread').textContent).toBe('Semua notifikasi sudah dibaca');
    expect(await headerUnread(world)).toBe(0);
    expect(items().every((item) => item.getAttribute('data-read') === 'true')).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Tandai semua dibaca' }).disabled).toBe(true);
    await waitFor(() => expect(world.notificationsApi.unreadCount).toBe(0));
  });

  it('puts the marks back and says why when the server refuses', async () => {
    const world = accountInboxWorld({ notifications: someNotifications([false, false]) });
    world.notificationsApi.failMarkReadWith = new StoreFailure('rejected', 'POST more/user/notification/update-read', 'Notifikasi tidak ditemukan', { status: 422 });
    renderAt('/profile/notifications', <NotificationsPage params={{}} />, world);
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Tandai semua dibaca' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Notifikasi belum dapat ditandai dibaca.');
    expect(screen.getByTestId('notifications-unread').textContent).toBe('2 belum dibaca');
  });

  it('loads 4 more at a time and says how many are shown; a failed page keeps what is shown, with a retry', async () => {
    const world = accountInboxWorld({ notifications: someNotifications([true, true, true, true, true, true]) });
    renderAt('/profile/notifications', <NotificationsPage params={{}} />, world);
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(screen.getByText('Menampilkan 4 dari 6 notifikasi')).toBeTruthy();
    world.notificationsApi.failListWith = new Error('offline');
    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Notifikasi berikutnya belum dapat dimuat.');
    expect(items()).toHaveLength(4);
    world.notificationsApi.failListWith = null;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(items()).toHaveLength(6));
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('shows the empty state, and a failure with "Coba Lagi" that loads again', async () => {
    const empty = accountInboxWorld();
    const { unmount } = renderAt('/profile/notifications', <NotificationsPage params={{}} />, empty);
    expect((await screen.findByTestId('notifications-empty')).textContent).toContain('Belum ada notifikasi');
    expect(screen.queryByRole('button', { name: 'Tandai semua dibaca' })).toBeNull();
    unmount();

    const failing = accountInboxWorld({ notifications: someNotifications([false]) });
    failing.notificationsApi.failListWith = new StoreFailure('server', 'GET more/user/notification', 'Internal Server Error', { status: 500 });
    await failing.notifications.load();
    renderAt('/profile/notifications', <NotificationsPage params={{}} />, failing);
    expect((await screen.findByTestId('notifications-failed')).textContent).toContain('Notifikasi belum dapat ditampilkan.');
    failing.notificationsApi.failListWith = null;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('asks the browser nothing until the switch is turned on; then asks once and registers the device once', async () => {
    const device = new FakeDeviceNotifications();
    const world = accountInboxWorld({ device });
    renderAt('/profile/notifications', <NotificationsPage params={{}} />, world);
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Notifikasi di perangkat ini' });
    expect(toggle.checked).toBe(false);
    expect([device.prompts, world.accountApi.calls]).toEqual([0, []]);
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByText(/Perangkat ini terdaftar untuk notifikasi/)).toBeTruthy());
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await Promise.resolve();
    expect([device.prompts, world.accountApi.calls]).toEqual([1, ['registerPushDevice']]);
    expect(world.accountApi.devices[0]?.accessToken).toBe('token-0');
  });

  it('says where to allow notifications when the shopper refuses, and registers nothing', async () => {
    const device = new FakeDeviceNotifications('default', 'denied');
    const world = accountInboxWorld({ device });
    renderAt('/profile/notifications', <NotificationsPage params={{}} />, world);
    fireEvent.click(await screen.findByRole('switch', { name: 'Notifikasi di perangkat ini' }));
    await waitFor(() => expect(screen.getByText(/Izin notifikasi ditolak/)).toBeTruthy());
    expect(world.accountApi.calls).toEqual([]);
  });

  it('switches reminders on and off; a refusal puts the choice back with the server\'s reason', async () => {
    const world = accountInboxWorld();
    renderAt('/profile/notifications', <NotificationsPage params={{}} />, world);
    const group = screen.getByRole('group', { name: 'Pengingat' });
    const on = within(group).getByRole<HTMLInputElement>('radio', { name: 'Aktif' });
    const off = within(group).getByRole<HTMLInputElement>('radio', { name: 'Nonaktif' });
    expect([on.checked, off.checked]).toEqual([false, false]);
    fireEvent.click(on);
    await waitFor(() => expect(screen.getByText('Pengingat diaktifkan.')).toBeTruthy());
    expect(world.notificationsApi.reminder).toEqual({ enabled: true });
    world.notificationsApi.failReminderWith = new StoreFailure('rejected', 'POST more/setting/reminder', 'Pengaturan tidak dapat diubah', { status: 422 });
    fireEvent.click(off);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Pengaturan belum tersimpan.'));
    expect([on.checked, off.checked]).toEqual([true, false]);
    expect(world.notificationsApi.reminder).toEqual({ enabled: true });
  });
});
