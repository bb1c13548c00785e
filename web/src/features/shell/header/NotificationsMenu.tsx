import { loginLinkFor, NOTIFICATIONS_PATH } from '@more/core';
import { Suspense, lazy } from 'react';
import { Link } from 'wouter';
import { useCustomer } from '../../../shared/use-customer';
import styles from './HeaderActions.module.css';
import { BellIcon } from './icons';

// Only a customer has notifications: their list, dropdown and states are a chunk a guest never fetches.
const CustomerNotifications = lazy(() => import('./CustomerNotifications'));

/** The bell's place while a customer's menu arrives: the same size, nothing to press yet. */
const BellPlaceholder = () => (
  <span className={styles.iconButton} aria-hidden="true">
    <BellIcon />
  </span>
);

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
  return (
    <Suspense fallback={<BellPlaceholder />}>
      <CustomerNotifications />
    </Suspense>
  );
};
