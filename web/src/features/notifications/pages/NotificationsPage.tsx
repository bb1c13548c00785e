import { failureText, NavigationToken, Notifications, notificationTarget } from '@more/core';
import { useEffect } from 'react';
import { Loadable } from '../../../shared/Loadable';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useHydrated } from '../../../shared/use-hydrated';
import { useStore } from '../../../shared/use-store';
import shared from '../../../styles/shared.module.css';
import { NotificationItem } from '../NotificationItem';
import styles from '../Notifications.module.css';
import { PushSwitch } from '../PushSwitch';
import { ReminderSetting } from '../ReminderSetting';

/** The store's own address, where a detail_url written in full becomes an in-app path. */
const storeOrigins = (): string[] => (typeof location === 'undefined' ? [] : [location.origin]);

const ListSkeleton = () => (
  <ul className="stack-2 bare" aria-hidden="true">
    {[0, 1, 2, 3].map((i) => (
      <li key={i} className={styles.skeleton} />
    ))}
  </ul>
);

/**
 * `/profile/notifications` (document 1 §2, §3; document 2 §7
 * "Notifications"): the customer's notifications, 4 more at a time ("load
 * more appends"), each with its picture, title, subtitle and date; unread
 * ones marked. Opening one marks it read and follows its detail_url;
 * "Tandai semua dibaca" marks them all. The list is the frame's
 * Notifications, which the header's bell shows too, so its count falls at
 * once. Below: this device's notifications and the reminder setting.
 */
export default function NotificationsPage(_props: PageProps) {
  const notifications = useService(Notifications);
  const state = useStore(notifications);
  const navigation = useService(NavigationToken);
  const hydrated = useHydrated();

  useEffect(() => {
    void notifications.ensureLoaded();
  }, [notifications]);

  const unread = state.status === 'ready' ? state.value.unreadCount : 0;

  return (
    <div className={shared.accountPage}>
      <header className="head-row">
        <div>
          <h1 className={shared.pageTitle}>Notifikasi</h1>
          <p className={shared.pageLead} role="status" data-testid="notifications-unread">
            {state.status === 'ready' ? (unread > 0 ? `${unread} belum dibaca` : 'Semua notifikasi sudah dibaca') : ''}
          </p>
        </div>
        {state.status === 'ready' && state.value.items.length > 0 && (
          <button type="button" className={styles.markAll} onClick={() => void notifications.markRead('all')} disabled={unread === 0}>
            Tandai semua dibaca
          </button>
        )}
      </header>

      <section aria-labelledby="notifications-list-title">
        <h2 id="notifications-list-title" className="visually-hidden">
          Daftar notifikasi
        </h2>
        <Loadable
          state={state}
          skeleton={<ListSkeleton />}
          busyLabel="Memuat notifikasi"
          failure="Notifikasi belum dapat ditampilkan."
          onRetry={() => void notifications.load()}
          testId="notifications"
        >
          {(view) =>
            view.items.length === 0 ? (
              <div className="notice-box" data-testid="notifications-empty">
                <p>
                  <strong>Belum ada notifikasi</strong>
                </p>
                <p>Kabar pesanan, pembayaran dan promo untuk Anda akan muncul di sini.</p>
              </div>
            ) : (
              <>
                {view.markReadFailure && (
                  <p className={styles.alert} role="alert">
                    Notifikasi belum dapat ditandai dibaca. {failureText(view.markReadFailure)}
                  </p>
                )}
                <ul className="stack-2 bare" aria-labelledby="notifications-list-title">
                  {view.items.map((notification) => (
                    <NotificationItem
                      key={notification.id}
                      notification={notification}
                      target={notificationTarget(notification.detailUrl, storeOrigins())}
                      onOpen={(path) => {
                        void notifications.markRead([notification.id]);
                        if (path !== null) navigation.go(path);
                      }}
                    />
                  ))}
                </ul>
                <div className={styles.more}>
                  <p className="muted-0">
                    Menampilkan {view.items.length} dari {Math.max(view.total, view.items.length)} notifikasi
                  </p>
                  {view.loadMoreFailure && (
                    <p className={styles.alert} role="alert">
                      Notifikasi berikutnya belum dapat dimuat. {failureText(view.loadMoreFailure)}
                    </p>
                  )}
                  {view.hasMore && (
                    <button type="button" className="btn-outline" onClick={() => void notifications.loadMore()} disabled={view.loadingMore} aria-busy={view.loadingMore || undefined}>
                      {view.loadingMore ? 'Memuat…' : view.loadMoreFailure ? 'Coba Lagi' : 'Muat lebih banyak'}
                    </button>
                  )}
                </div>
              </>
            )
          }
        </Loadable>
      </section>

      <section className="box" aria-labelledby="notification-settings-title">
        <h2 id="notification-settings-title" className="t-lg">
          Pengaturan
        </h2>
        {/* The permission and the device are the browser's: shown once this browser has taken over the page. */}
        {hydrated ? <PushSwitch /> : <div className={styles.settingSkeleton} aria-hidden="true" />}
        <ReminderSetting />
      </section>
    </div>
  );
}
