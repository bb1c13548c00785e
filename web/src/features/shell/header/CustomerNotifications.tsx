import { failureText, formatStoreDateTime, headerBadgeText, idle, type Loadable, Notifications, NOTIFICATIONS_PATH, type NotificationsHeader, type StoreNotification } from '@more/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useObservable } from '../../../shared/use-store';
import { ProductImage } from '../../../shared/product/ProductImage';
import { useHeaderDropdown } from './header-dropdowns';
import styles from './HeaderActions.module.css';
import { BellIcon } from './icons';

const notLoaded: Loadable<NotificationsHeader> = idle;

/** Where a notification leads: its detail_url (inside the store or not), else the whole list. */
const NotificationLink = ({ href, onOpen, children }: { href: string | null; onOpen: () => void; children: ReactNode }) =>
  href !== null && /^https?:\/\//.test(href) ? (
    <a href={href} className={styles.notification} onClick={onOpen}>
      {children}
    </a>
  ) : (
    <Link href={href ?? NOTIFICATIONS_PATH} className={styles.notification} onClick={onOpen}>
      {children}
    </Link>
  );

const NotificationItem = ({ notification, onOpen }: { notification: StoreNotification; onOpen: () => void }) => (
  <li>
    <NotificationLink href={notification.detailUrl} onOpen={onOpen}>
      <span className={styles.notificationImage}>
        {notification.imageUrl ? <ProductImage image={{ url: notification.imageUrl, alt: '' }} decorative /> : <BellIcon size={22} />}
      </span>
      <span className={styles.notificationText}>
        <span className={notification.read ? styles.notificationTitle : `${styles.notificationTitle} ${styles.unread}`}>
          {notification.title}
        </span>
        <span className={styles.notificationSubtitle}>{notification.subtitle}</span>
        <span className={styles.notificationDate}>{formatStoreDateTime(notification.createdAt)}</span>
      </span>
      {!notification.read && (
        <span className={styles.unreadDot}>
          <span className="visually-hidden">Belum dibaca</span>
        </span>
      )}
    </NotificationLink>
  </li>
);

const NotificationsContent = ({ header, onRetry, onOpen }: { header: Loadable<NotificationsHeader>; onRetry: () => void; onOpen: (notification: StoreNotification) => void }) => {
  if (header.status === 'idle' || header.status === 'loading') {
    return (
      <ul className={styles.notifications} aria-busy="true" aria-label="Memuat notifikasi">
        {[0, 1, 2].map((index) => (
          <li key={index} className={styles.notificationSkeleton} data-testid="notification-skeleton" />
        ))}
      </ul>
    );
  }
  if (header.status === 'failed') {
    return (
      <div className={styles.failure} role="alert">
        <p>Notifikasi belum dapat ditampilkan. {failureText(header.failure)}</p>
        <button type="button" className={styles.secondaryButton} onClick={onRetry}>
          Coba Lagi
        </button>
      </div>
    );
  }
  if (header.value.shown.length === 0) {
    return (
      <div className={styles.emptyState}>
        <span className={styles.emptyIcon}>
          <BellIcon size={32} />
        </span>
        <p className={styles.emptyText}>Belum ada notifikasi</p>
      </div>
    );
  }
  return (
    <ul className={styles.notifications}>
      {header.value.shown.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpen={() => onOpen(notification)} />
      ))}
    </ul>
  );
};

/** A customer's bell: the unread count, and the dropdown of the newest notifications (a chunk only customers fetch). */
export default function CustomerNotifications() {
  const notifications = useService(Notifications);
  const header = useObservable(notifications.header$, notLoaded);
  const unread = header.status === 'ready' ? header.value.unreadCount : 0;
  const badge = headerBadgeText(unread);
  const { expanded, panelId, close, wrapperProps, buttonProps } = useHeaderDropdown('notifications');
  return (
    <div className={styles.slot} {...wrapperProps}>
      <button
        {...buttonProps}
        onClick={() => {
          buttonProps.onClick();
          // The list loads at login; a failed one is asked for again when the shopper looks.
          void notifications.ensureLoaded();
        }}
        data-testid="notifications-button"
        className={styles.iconButton}
        aria-label={unread > 0 ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi'}
      >
        <BellIcon />
        {badge && (
          <span data-testid="notifications-count" className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      <div id={panelId} className={`${styles.panel} ${styles.notificationsPanel}`} hidden={!expanded}>
        {expanded && (
          <>
            <div className={styles.panelHead}>
              <p className={styles.panelTitle}>Notifikasi</p>
              {unread > 0 && <p className={styles.panelMeta}>{unread} belum dibaca</p>}
            </div>
            <NotificationsContent
              header={header}
              onRetry={() => void notifications.load()}
              onOpen={(notification) => {
                void notifications.markRead([notification.id]);
                close();
              }}
            />
            <div className={styles.panelFoot}>
              <Link href={NOTIFICATIONS_PATH} className={styles.secondaryButton} onClick={close}>
                Lihat Semua
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
