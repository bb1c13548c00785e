import type { StoreNotification } from './notification';
import type { NotificationPage, NotificationReadTarget } from './notifications-api.port';

/**
 * The notifications known on this device: the pages loaded so far, and how
 * many unread ones the server counts on pages not loaded yet. Keeping that
 * remainder rather than the server's total makes the unread count follow
 * every local change to a read flag by construction.
 */
export interface NotificationList {
  readonly items: readonly StoreNotification[];
  /** The last page loaded. */
  readonly page: number;
  readonly totalPages: number;
  readonly total: number;
  /** Unread notifications the server counts that are not among `items`. */
  readonly unreadNotLoaded: number;
}

/** What one local marking changed, so that it can be undone if the server refuses it. */
export interface NotificationsReadChange {
  /** The ids that turned from unread to read. */
  readonly ids: readonly number[];
  /** How much `unreadNotLoaded` dropped (marking all reaches pages not loaded too). */
  readonly unreadNotLoaded: number;
}

const unreadIn = (items: readonly StoreNotification[]): number => items.filter((item) => !item.read).length;

/** The badge number: unread known here plus unread on pages not loaded. Never below 0. */
export const unreadCountOf = (list: NotificationList): number => unreadIn(list.items) + list.unreadNotLoaded;

export const hasMoreNotifications = (list: NotificationList): boolean => list.page < list.totalPages;

export const notificationListOf = (page: NotificationPage): NotificationList => ({
  items: page.items,
  page: page.page,
  totalPages: page.totalPages,
  total: page.total,
  unreadNotLoaded: Math.max(0, page.unreadCount - unreadIn(page.items)),
});

/**
 * "load more appends". A notification that arrived meanwhile shifts the
 * pages, so the next page can repeat one already shown: the one shown stays
 * (with its local read flag) and the repeat is dropped. Unread ones newly
 * loaded are no longer "not loaded". The unread total stays the first page's:
 * browsing further does not change what is unread.
 */
export const appendNotificationPage = (list: NotificationList, page: NotificationPage): NotificationList => {
  const known = new Set(list.items.map((item) => item.id));
  const added = page.items.filter((item) => !known.has(item.id));
  return {
    items: [...list.items, ...added],
    page: page.page,
    totalPages: page.totalPages,
    total: page.total,
    unreadNotLoaded: Math.max(0, list.unreadNotLoaded - unreadIn(added)),
  };
};

export const isEmptyReadChange = (change: NotificationsReadChange): boolean => change.ids.length === 0 && change.unreadNotLoaded === 0;

/** Marks read on this device at once (the optimistic half of marking read). */
export const markNotificationsRead = (
  list: NotificationList,
  target: NotificationReadTarget,
): { readonly list: NotificationList; readonly change: NotificationsReadChange } => {
  const wanted = target === 'all' ? null : new Set(target);
  const ids = list.items.filter((item) => !item.read && (wanted === null || wanted.has(item.id))).map((item) => item.id);
  const changed = new Set(ids);
  const dropped = target === 'all' ? list.unreadNotLoaded : 0;
  return {
    list: {
      ...list,
      items: list.items.map((item) => (changed.has(item.id) ? { ...item, read: true } : item)),
      unreadNotLoaded: list.unreadNotLoaded - dropped,
    },
    change: { ids, unreadNotLoaded: dropped },
  };
};

/** Undoes one local marking the server refused; other changes made since are kept. */
export const undoNotificationsRead = (list: NotificationList, change: NotificationsReadChange): NotificationList => {
  const changed = new Set(change.ids);
  return {
    ...list,
    items: list.items.map((item) => (changed.has(item.id) && item.read ? { ...item, read: false } : item)),
    unreadNotLoaded: list.unreadNotLoaded + change.unreadNotLoaded,
  };
};
