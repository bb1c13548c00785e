/**
 * The store's time zone, WIB (UTC+7; the store ships from East Java), and the
 * forms its answers write times in. One place for every area of the mock.
 */
const WIB_SECONDS = 7 * 3600;

const two = (n: number) => String(n).padStart(2, '0');
const wib = (unixSeconds: number) => new Date((Math.floor(unixSeconds) + WIB_SECONDS) * 1000);

/** A time as the API writes it: ISO 8601 in WIB, whole seconds, `2026-11-21T19:05:00+07:00`. */
export const wibIso = (unixSeconds: number): string => `${wib(unixSeconds).toISOString().slice(0, 19)}+07:00`;

/** The store's calendar day of a time, `20261121`: the date part of order and bill numbers. */
export const wibDay = (unixSeconds: number): string => {
  const t = wib(unixSeconds);
  return `${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}`;
};

/** Unix seconds of a WIB wall-clock time, for seeds written in local dates (`month` 1–12). */
export const wibUnixSeconds = (year: number, month: number, day: number, hour = 0, minute = 0): number =>
  Date.UTC(year, month - 1, day, hour, minute) / 1000 - WIB_SECONDS;

/** Unix seconds of a store day (`20261115`) at a WIB hour and minute. */
export const wibOnDay = (day: string, hours: number, minutes = 0): number =>
  wibUnixSeconds(Number(day.slice(0, 4)), Number(day.slice(4, 6)), Number(day.slice(6, 8)), hours, minutes);

const months = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** `22 November 2026 19:00`, as the store words a time for shoppers (document 1 §9). */
export const wibText = (unixSeconds: number): string => {
  const t = wib(unixSeconds);
  return `${two(t.getUTCDate())} ${months[t.getUTCMonth()]!} ${t.getUTCFullYear()} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
};

/** `19:00`, the time of day in WIB. */
export const wibClock = (unixSeconds: number): string => {
  const t = wib(unixSeconds);
  return `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
};

/** Unix seconds of midnight WIB of the day `unixSeconds` falls on. */
export const wibMidnight = (unixSeconds: number): number => Math.floor((unixSeconds + WIB_SECONDS) / 86_400) * 86_400 - WIB_SECONDS;
