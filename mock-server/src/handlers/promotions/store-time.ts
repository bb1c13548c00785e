/** The store's time zone, WIB (UTC+7): answers give times with this offset (`2026-11-21T19:05:00+07:00`). */
const WIB_SECONDS = 7 * 3600;

const two = (n: number) => String(n).padStart(2, '0');
const wib = (unixSeconds: number) => new Date((unixSeconds + WIB_SECONDS) * 1000);

/** ISO 8601 in WIB, whole seconds: the store's wire form of a time. */
export const wibIso = (unixSeconds: number): string => {
  const t = wib(Math.floor(unixSeconds));
  return `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}T${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}+07:00`;
};

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
export const wibMidnight = (unixSeconds: number): number =>
  Math.floor((unixSeconds + WIB_SECONDS) / 86_400) * 86_400 - WIB_SECONDS;
