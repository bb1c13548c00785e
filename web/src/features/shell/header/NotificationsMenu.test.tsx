import { StoreFailure } from '@more/core';
import { aNotification, someNotifications } from '@more/core/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderDropdownsProvider } from './header-dropdowns';
import { type HeaderWorldOptions, aHeaderWorld, renderInWorld } from './header-world.fixture';
import { NotificationsMenu } from './NotificationsMenu';

const setUp = async (options: HeaderWorldOptions = {}) => {
  const world = aHeaderWorld(options);
  // Notifications load by themselves at login; let the fake answer.
  await act(async () => {
    await world.notifications.ensureLoaded();
  });
  renderInWorld(
    world,
    <HeaderDropdownsProvider>
      <NotificationsMenu />
    </HeaderDropdownsProvider>,
  );
  return world;
};

/** Lets the fake API's answers (and refusals) arrive. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** Opens the bell's dropdown; its inside is a chunk of its own, here once its head is. */
const open = async () => {
  const button = screen.getByTestId('notifications-button');
  fireEvent.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  await within(panel).findByText('Notifikasi');
  return panel;
};

describe('<NotificationsMenu>', () => {
  it('gives a guest a bell of the same size that leads to login and then to the list', async () => {
    await setUp();
    expect(screen.queryByTestId('notifications-button')).toBeNull();
    expect(screen.getByRole('link', { name: /Notifikasi/ }).getAttribute('href')).toBe('/login?redirect=%2Fprofile%2Fnotifications');
  });

  it('loads 4, shows 3 with the unread count on the bell and the unread ones marked', async () => {
    // Newest first: unread, read, unread, unread, unread (4 unread in all, one beyond the first page).
    const world = await setUp({ customer: true, notifications: someNotifications([false, true, false, false, false]) });
    expect(world.notificationsApi.calls[0]).toEqual({ call: 'list', page: 1, perPage: 4 });
    const button = screen.getByTestId('notifications-button');
    expect(screen.getByTestId('notifications-count').textContent).toBe('4');
    expect(button.getAttribute('aria-label')).toBe('Notifikasi, 4 belum dibaca');

    const panel = await open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByText(/^Notifikasi \d$/).textContent)).toEqual(['Notifikasi 1', 'Notifikasi 2', 'Notifikasi 3']);
    expect(items.map((item) => within(item).queryByText('Belum dibaca') !== null)).toEqual([true, false, true]);
    expect(within(items[0] as HTMLElement).getByText('21 November 2026 07:00')).toBeTruthy();
    expect(within(panel).getByText('4 belum dibaca')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Lihat Semua' }).getAttribute('href')).toBe('/profile/notifications');
  });

  it('opening one leads to its detail and marks it read', async () => {
    const world = await setUp({ customer: true, notifications: [aNotification({ id: 7, title: 'Pesanan Dikirim', detailUrl: '/profile/order/SO-1' })] });
    const panel = await open();
    const link = within(panel).getByRole('link', { name: /Pesanan Dikirim/ });
    expect(link.getAttribute('href')).toBe('/profile/order/SO-1');
    await act(async () => {
      fireEvent.click(link);
      await Promise.resolve();
    });
    expect(world.notificationsApi.calls.at(-1)).toEqual({ call: 'markRead', target: [7] });
    expect(world.location.history.at(-1)).toBe('/profile/order/SO-1');
    expect(screen.queryByTestId('notifications-count')).toBeNull();
  });

  it('says so when there are none', async () => {
    await setUp({ customer: true, notifications: [] });
    expect(within(await open()).getByText('Belum ada notifikasi')).toBeTruthy();
  });

  it('explains a failure and retries', async () => {
    const world = await setUp({ customer: true, notifications: someNotifications([false]) });
    world.notificationsApi.failListWith = new StoreFailure('network', 'GET more/user/notification', 'offline');
    await act(() => world.notifications.load());
    expect(screen.queryByTestId('notifications-count')).toBeNull();
    // Opening the bell asks again for a list that failed; it fails again.
    const panel = await open();
    await settle();
    expect(within(panel).getByRole('alert').textContent).toContain('Notifikasi belum dapat ditampilkan.');
    expect(world.notificationsApi.calls.filter((call) => call.call === 'list')).toHaveLength(3);
    world.notificationsApi.failListWith = null;
    fireEvent.click(within(panel).getByRole('button', { name: 'Coba Lagi' }));
    await settle();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('notifications-count').textContent).toBe('1');
  });
});
