import type { TrackingEntry } from '@more/core';
import styles from './TrackingTimeline.module.css';
import { storeDateTime } from './dates/store-dates';

/**
 * A journey as core's tracking timeline gives it (the store's steps, or the
 * courier's scans): one entry per line, done ones marked, the first not done
 * ringed when `markCurrent` says so. A step not done yet is said to a screen
 * reader too, not only shown in grey.
 */
export const TrackingTimeline = ({
  entries,
  label,
  markCurrent = false,
}: {
  readonly entries: readonly TrackingEntry[];
  readonly label?: string;
  readonly markCurrent?: boolean;
}) => {
  const current = markCurrent ? entries.findIndex((entry) => !entry.done) : -1;
  return (
    <ol className={styles.timeline} aria-label={label}>
      {entries.map((entry, index) => (
        <li key={`${entry.text}-${index}`} className={styles.entry} data-done={entry.done} data-current={index === current || undefined}>
          <span className={styles.text}>
            {entry.text}
            {index === current ? <span className="visually-hidden"> (saat ini)</span> : !entry.done && <span className="visually-hidden"> (belum)</span>}
          </span>
          {entry.detail && <span className={styles.detail}>{entry.detail}</span>}
          {entry.at !== null && <span className={styles.detail}>{storeDateTime(entry.at)}</span>}
        </li>
      ))}
    </ol>
  );
};
