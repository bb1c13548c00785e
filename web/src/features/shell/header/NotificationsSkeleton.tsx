import styles from './HeaderActions.module.css';

/** The notifications dropdown while its list (or its chunk) arrives: rows shaped like the notifications. */
export const NotificationsSkeleton = () => (
  <ul className={styles.notifications} aria-busy="true" aria-label="Memuat notifikasi">
    {[0, 1, 2].map((index) => (
      <li key={index} className={styles.notificationSkeleton} data-testid="notification-skeleton" />
    ))}
  </ul>
);
