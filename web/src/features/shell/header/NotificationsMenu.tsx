import { headerBadgeText, idle, type Loadable, loginLinkFor, Notifications, NOTIFICATIONS_PATH, type NotificationsHeader } from '@more/core';
import { Suspense, lazy } from 'react';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useCustomer } from '../../../shared/use-customer';
import { useObservable } from '../../../shared/use-store';
import { useHeaderDropdown } from './header-dropdowns';
import styles from './HeaderActions.module.css';
import { BellIcon } from './icons';
import { NotificationsSkeleton } from './NotificationsSkeleton';

const notLoaded: Loadable<NotificationsHeader> = idle;

// The dropdown's list, items and states: a chunk fetched as the customer reaches for the bell.
const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazy(loadPanel);

/** A customer's bell: the unread count, and the dropdown of the newest notifications. */
const CustomerNotifications = () => {
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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
          <Suspense fallback={<NotificationsSkeleton />}>
            <NotificationsPanel
              header={header}
              onRetry={() => void notifications.load()}
              onOpen={(notification) => {
                void notifications.markRead([notification.id]);
                close();
              }}
              onLeave={close}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
};

/**
 * "A notification list shows 3 of 4 loaded items" (document 1 §2), with the
 * unread count on the bell. Only a customer has notifications; a guest's bell,
 * of the same size, leads to login and back to the list.
 */
export const NotificationsMenu = () => {
  const customer = useCustomer();
  if (!customer) {
    return (
      <Link href={loginLinkFor(NOTIFICATIONS_PATH)} className={styles.iconButton} aria-label="Notifikasi (masuk terlebih dahulu)">
        <BellIcon />
      </Link>
    );
  }
  return <CustomerNotifications />;
};
