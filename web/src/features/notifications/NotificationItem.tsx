import { type NotificationTarget, type StoreNotification } from '@more/core';
import type { MouseEvent, ReactNode } from 'react';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './Notifications.module.css';
import { storeDateTime } from '../../shared/dates/store-dates';

const Bell = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </svg>
);

/** A plain left click, which the app handles itself; a click with a modifier opens a new tab as the browser does. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One notification: picture, title, subtitle and date. Unread ones are
 * marked by a dot and a bolder title, and told to screen readers ("Belum
 * dibaca"). Opening one marks it read and follows its detail_url: inside the
 * store without a reload, another site as a plain link; without a target it
 * is a button that only marks it read.
 */
export const NotificationItem = ({
  notification,
  target,
  onOpen,
}: {
  readonly notification: StoreNotification;
  readonly target: NotificationTarget | null;
  /** Marks it read; `path` is where to go inside the store, if anywhere. */
  readonly onOpen: (path: string | null) => void;
}) => {
  const unread = !notification.read;
  const content: ReactNode = (
    <>
      <span className={styles.image}>{notification.imageUrl ? <ProductImage slot="notification" image={{ url: notification.imageUrl, alt: '' }} decorative /> : <Bell />}</span>
      <span className={styles.text}>
        <span className={styles.title}>
          {unread && <span className="visually-hidden">Belum dibaca: </span>}
          {notification.title}
        </span>
        <span className="muted">{notification.subtitle}</span>
        <time className={styles.date} dateTime={new Date(notification.createdAt).toISOString()}>
          {storeDateTime(notification.createdAt)}
        </time>
      </span>
      {unread && <span className={styles.dot} aria-hidden="true" />}
    </>
  );
  const className = `${styles.item} ${unread ? styles.unread : ''}`;
  return (
    <li data-testid="notification" data-read={notification.read ? 'true' : 'false'}>
      {target === null ? (
        <button type="button" className={className} onClick={() => onOpen(null)}>
          {content}
        </button>
      ) : (
        <a
          href={target.kind === 'app' ? target.path : target.url}
          className={className}
          {...(target.kind === 'away' ? { rel: 'noopener' } : {})}
          onClick={(event) => {
            if (target.kind === 'app' && isPlainClick(event)) {
              event.preventDefault();
              onOpen(target.path);
            } else onOpen(null);
          }}
        >
          {content}
        </a>
      )}
    </li>
  );
};
