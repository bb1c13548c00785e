/** WIB, the store's time zone (UTC+7). */
const WIB_OFFSET_SECONDS = 7 * 3600;

/**
 * A time as the store's answers write it: ISO 8601 in WIB with its offset,
 * `2026-11-21T19:05:00+07:00` (the wire convention of the store API and the
 * shipment service).
 */
export const wibTime = (unixSeconds: number): string =>
  `${new Date((unixSeconds + WIB_OFFSET_SECONDS) * 1000).toISOString().slice(0, 19)}+07:00`;

/** Unix seconds of a WIB wall-clock time, for seeds written in local dates. */
export const wibUnixSeconds = (year: number, month: number, day: number, hour = 0, minute = 0): number =>
  Date.UTC(year, month - 1, day, hour, minute) / 1000 - WIB_OFFSET_SECONDS;
