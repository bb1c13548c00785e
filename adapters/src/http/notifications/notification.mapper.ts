import type { NotificationPage, StoreNotification } from '@more/core';
import type { NotificationPageWire, NotificationWire } from './notification.wire';

export const toStoreNotification = (wire: NotificationWire): StoreNotification => ({
  id: wire.id,
  title: wire.title,
  subtitle: wire.subtitle,
  createdAt: Date.parse(wire.created_at),
  imageUrl: wire.image_url || null,
  detailUrl: wire.detail_url || null,
  // "read_status (0 is unread)": anything else is read.
  read: wire.read_status !== 0,
});

export const toNotificationPage = (wire: NotificationPageWire): NotificationPage => ({
  items: wire.data.map(toStoreNotification),
  page: wire.page,
  perPage: wire.per_page,
  total: wire.total,
  totalPages: wire.total_pages,
  unreadCount: wire.unread_count,
});
