import type { ShowroomActivity } from './showroom';

export type ActivityPhase = 'upcoming' | 'ongoing' | 'finished';

/** Where an activity stands at `now` (ms): it runs from its start up to, not including, its end. */
export const activityPhase = (activity: Pick<ShowroomActivity, 'startsAt' | 'endsAt'>, now: number): ActivityPhase => {
  if (now < activity.startsAt) return 'upcoming';
  return now < activity.endsAt ? 'ongoing' : 'finished';
};

/** Document 2 §9: "Showroom hours Monday-Sunday 09:00-21:00", in the store's time (WIB). */
export const SHOWROOM_HOURS = { opens: 9, closes: 21 } as const;

/** Whether the showroom is open at `now` (ms): every day from 09:00 up to 21:00 WIB. */
/** Western Indonesian Time (WIB, UTC+7, no daylight saving): the store's hours are its. */
const STORE_UTC_OFFSET_MS = 7 * 3_600_000;

export const isShowroomOpen = (now: number): boolean => {
  const hour = new Date(now + STORE_UTC_OFFSET_MS).getUTCHours();
  return hour >= SHOWROOM_HOURS.opens && hour < SHOWROOM_HOURS.closes;
};
