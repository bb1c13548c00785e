import { failureText, type Loadable as LoadableState, NOTIFICATIONS_PATH, type NotificationsHeader, type StoreNotification } from '@more/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import { ProductImage } from '../../../shared/product/ProductImage';
import styles from './HeaderActions.module.css';
import { BellIcon } from './icons';
import { NotificationsSkeleton } from './NotificationsSkeleton';
import { storeDateTime } from '../../../shared/dates/store-dates';

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
        {notification.imageUrl ? <ProductImage slot="notification" image={{ url: notification.imageUrl, alt: '' }} decorative /> : <BellIcon size={22} />}
      </span>
      <span className={styles.notificationText}>
        <span className={notification.read ? styles.notificationTitle : `${styles.notificationTitle} ${styles.unread}`}>
          {notification.title}
        </span>
        <span className={styles.notificationSubtitle}>{notification.subtitle}</span>
        <span className={styles.notificationDate}>{storeDateTime(notification.createdAt)}</span>
      </span>
      {!notification.read && (
        <span className={styles.unreadDot}>
          <span className="visually-hidden">Belum dibaca</span>
        </span>
      )}
    </NotificationLink>
  </li>
);

const NotificationsContent = ({ header, onRetry, onOpen }: { header: LoadableState<NotificationsHeader>; onRetry: () => void; onOpen: (notification: StoreNotification) => void }) => (
  <Loadable
    state={header}
    // The skeleton's list is busy and named itself: no status around it inside the dropdown.
    skeleton={<NotificationsSkeleton />}
    skeletonIsStatus
    // One line in a small dropdown, not a notice with a heading.
    failure={(failure, retry) => (
      <div className={styles.failure} role="alert">
        <p>Notifikasi belum dapat ditampilkan. {failureText(failure)}</p>
        <button type="button" className={styles.secondaryButton} onClick={retry}>
          Coba Lagi
        </button>
      </div>
    )}
    onRetry={onRetry}
  >
    {({ shown }) =>
      shown.length === 0 ? (
        <div className={styles.emptyState}>
          <span className={styles.emptyIcon}>
            <BellIcon size={32} />
          </span>
          <p className={styles.emptyText}>Belum ada notifikasi</p>
        </div>
      ) : (
        <ul className={styles.notifications}>
          {shown.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={() => onOpen(notification)} />
          ))}
        </ul>
      )
    }
  </Loadable>
);

/** The dropdown's inside: its head with the unread count, the newest notifications (or why not), and "Lihat Semua". */
export default function NotificationsPanel({
  header,
  onRetry,
  onOpen,
  onLeave,
}: {
  readonly header: LoadableState<NotificationsHeader>;
  readonly onRetry: () => void;
  readonly onOpen: (notification: StoreNotification) => void;
  readonly onLeave: () => void;
}) {
  const unread = header.status === 'ready' ? header.value.unreadCount : 0;
  return (
    <>
      <div className={styles.panelHead}>
        <p className={styles.panelTitle}>Notifikasi</p>
        {unread > 0 && <p className="muted-0">{unread} belum dibaca</p>}
      </div>
      <NotificationsContent header={header} onRetry={onRetry} onOpen={onOpen} />
      <div className={styles.panelFoot}>
        <Link href={NOTIFICATIONS_PATH} className={styles.secondaryButton} onClick={onLeave}>
          Lihat Semua
        </Link>
      </div>
    </>
  );
}
