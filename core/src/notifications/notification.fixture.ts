import type { StoreNotification } from './notification';

/** An unread notification about an order; tests override what they are about. */
export const aNotification = (overrides: Partial<StoreNotification> = {}): StoreNotification => ({
  id: 1,
  title: 'Pesanan Dikirim',
  subtitle: 'Pesanan SO-2611-0001 sedang dalam perjalanan',
  createdAt: Date.UTC(2026, 10, 21, 12, 5),
  imageUrl: 'https://img.test/notifikasi-pengiriman.svg',
  detailUrl: '/profile/order/SO-2611-0001',
  read: false,
  ...overrides,
});

/** Notifications with ids 1..n, newest first, read where `read[i]` says. */
export const someNotifications = (read: readonly boolean[]): StoreNotification[] =>
  read.map((isRead, i) => aNotification({ id: i + 1, title: `Notifikasi ${i + 1}`, read: isRead, createdAt: Date.UTC(2026, 10, 21) - i * 60_000 }));
