import {
  ActivityReminders,
  type ShowroomActivity,
  ShowroomActivities,
  ShowroomNotices,
  canRemind,
  } from '@more/core';
import { useEffect } from 'react';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { PhaseBadge } from './PhaseBadge';
import { phaseAt, useShowroomNow } from './showroom-clock';
import { MoreverseSection } from './MoreverseSection';
import styles from './Showroom.module.css';
import { storeDateTime } from '../../shared/dates/store-dates';
import { StoreTime } from '../../shared/dates/StoreTime';

/** "21 November 2026 19:00 - 20:30 WIB", or both dates when it spans days. */
export const periodText = (startsAt: number, endsAt: number): string => {
  const start = storeDateTime(startsAt);
  const end = storeDateTime(endsAt);
  return start.slice(0, -6) === end.slice(0, -6) ? `${start} - ${end.slice(-5)} WIB` : `${start} - ${end} WIB`;
};

/** One activity with its phase and, while it can still be reminded of, the ★ toggle. */
export const ActivityItem = ({ activity, now, withReminder = true }: { readonly activity: ShowroomActivity; readonly now: number | null; readonly withReminder?: boolean }) => {
  const reminders = useService(ActivityReminders);
  const { chosen } = useStore(reminders);
  const chosenNow = chosen.includes(activity.id);
  const remindable = now !== null && canRemind(activity, now);
  return (
    <li className={styles.activity} data-testid="activity" data-activity={activity.id}>
      <div className={styles.activityHead}>
        <h3 className={styles.itemTitle}>{activity.title}</h3>
        <PhaseBadge phase={phaseAt(activity, now)} />
      </div>
      <p className={styles.kicker}>
        <time dateTime={new Date(activity.startsAt).toISOString()}>{periodText(activity.startsAt, activity.endsAt)}</time>
        {activity.areaName && ` · ${activity.areaName}`}
      </p>
      <p className={styles.muted}>{activity.description}</p>
      {withReminder && (remindable || chosenNow) && (
        <button
          type="button"
          className={chosenNow ? styles.reminderOn : styles.secondaryButton}
          aria-pressed={chosenNow}
          onClick={() => now !== null && void reminders.toggle(activity, now)}
          aria-label={`Ingatkan Saya: ${activity.title}`}
        >
          <span aria-hidden="true">{chosenNow ? '★' : '☆'}</span> Ingatkan Saya
        </button>
      )}
    </li>
  );
};

/** "Pengingat Saya": the server's reminders of the chosen activities, the due ones first and marked. */
const MyReminders = () => {
  const reminders = useService(ActivityReminders);
  const state = useStore(reminders);
  if (state.chosen.length === 0 && state.reminders.status !== 'loading') {
    return <p className={styles.empty}>Tekan ☆ Ingatkan Saya pada acara yang ingin Anda ikuti, dan pengingatnya muncul di sini.</p>;
  }
  return (
    <Loadable state={state.reminders} skeleton={<div className="skel skel-short" />} busyLabel="Memuat pengingat.." failure="Pengingat belum dapat ditampilkan." onRetry={() => void reminders.retry()} testId="reminders">
      {(list) =>
        list.length === 0 ? (
          <p className={styles.empty}>Acara yang Anda pilih sudah tidak tersedia.</p>
        ) : (
          <ul className={styles.reminderList} data-testid="reminders">
            {[...list]
              .sort((a, b) => Number(b.due) - Number(a.due))
              .map((reminder) => (
                <li key={reminder.activityId} className={reminder.due ? styles.reminderDue : styles.reminder} data-testid="reminder" data-due={reminder.due}>
                  {reminder.due && <strong className={styles.dueLabel}>Segera: </strong>}
                  <span>{reminder.message}</span>
                </li>
              ))}
          </ul>
        )
      }
    </Loadable>
  );
};

/** The activities (`moreverse/activities`) with their phase on the browser's clock, the ★ reminders and "Pengingat Saya". */
export const ActivitiesSection = () => {
  const reminders = useService(ActivityReminders);
  const now = useShowroomNow();
  // The choice is the device's: read once the browser's clock (and storage) is here, never on the server.
  useEffect(() => {
    if (now !== null && reminders.current.reminders.status === 'idle') void reminders.start();
  }, [now, reminders]);
  return (
    <MoreverseSection
      section={useService(ShowroomActivities)}
      name="activities"
      title="Acara MOREVERSE"
      skeleton={<div className={`${styles.cardSkeleton} skel`} />}
      busyLabel="Memuat acara.."
      failure="Jadwal acara belum dapat ditampilkan."
      extra={
        <div className={styles.reminders} aria-labelledby="moreverse-reminders-title" role="region">
          <h3 id="moreverse-reminders-title" className={styles.itemTitle}>
            <span aria-hidden="true">★ </span>Pengingat Saya
          </h3>
          {now === null ? <div className="skel skel-short" aria-hidden="true" /> : <MyReminders />}
        </div>
      }
    >
      {(activities) =>
        activities.length === 0 ? (
          <p className={styles.empty}>Belum ada acara terjadwal. Ikuti pengumuman untuk acara berikutnya.</p>
        ) : (
          <ul className={styles.activityList}>
            {activities.map((activity) => (
              <ActivityItem key={activity.id} activity={activity} now={now} />
            ))}
          </ul>
        )
      }
    </MoreverseSection>
  );
};

/** The notices to every visitor (`moreverse/notif`), newest first. */
export const NoticesSection = () => {
  return (
    <MoreverseSection section={useService(ShowroomNotices)} name="notices" title="Pengumuman" skeleton={<div className={`${styles.cardSkeleton} skel`} />} busyLabel="Memuat pengumuman.." failure="Pengumuman belum dapat ditampilkan.">
      {(notices) =>
        notices.length === 0 ? (
          <p className={styles.empty}>Belum ada pengumuman.</p>
        ) : (
          <ul className={styles.noticeList}>
            {notices.map((notice) => (
              <li key={notice.id} className={styles.notice} data-testid="notice">
                <h3 className={styles.itemTitle}>{notice.title}</h3>
                <p>{notice.message}</p>
                <p className={styles.kicker}>
                  <StoreTime at={notice.createdAt} /> WIB
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </MoreverseSection>
  );
};
