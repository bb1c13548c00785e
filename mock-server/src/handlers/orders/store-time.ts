/** The store's time zone: WIB, UTC+7 (the store ships from East Java). */
const WIB_OFFSET_SECONDS = 7 * 3600;

const two = (n: number) => String(n).padStart(2, '0');

const wibParts = (unixSeconds: number) => {
  const local = new Date((unixSeconds + WIB_OFFSET_SECONDS) * 1000);
  return {
    year: local.getUTCFullYear(),
    month: two(local.getUTCMonth() + 1),
    day: two(local.getUTCDate()),
    hours: two(local.getUTCHours()),
    minutes: two(local.getUTCMinutes()),
    seconds: two(local.getUTCSeconds()),
  };
};

/** A time as the API writes it: ISO 8601 with the +07:00 offset, `2026-11-21T19:05:00+07:00`. */
export const wibIso = (unixSeconds: number): string => {
  const p = wibParts(unixSeconds);
  return `${p.year}-${p.month}-${p.day}T${p.hours}:${p.minutes}:${p.seconds}+07:00`;
};

/** The store's calendar day of a time, `20261121`: the date part of order and bill numbers. */
export const wibDay = (unixSeconds: number): string => {
  const p = wibParts(unixSeconds);
  return `${p.year}${p.month}${p.day}`;
};

/** Unix seconds of a store day (`20261115`) at a WIB hour and minute. */
export const wibTime = (day: string, hours: number, minutes = 0): number => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(4, 6)) - 1;
  const date = Number(day.slice(6, 8));
  return Date.UTC(year, month, date, hours, minutes) / 1000 - WIB_OFFSET_SECONDS;
};
