/**
 * "Dates are formatted DD MMMM YYYY HH:mm in the Indonesian locale" (document 1 §9).
 * Written out rather than left to Intl so every device prints the same text,
 * in the store's own time zone (WIB, UTC+7) whatever the device's zone is.
 */
export const indonesianMonths = [
  'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni',
  'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember',
] as const;

/** Western Indonesian Time: the store ships from East Java. */
export const STORE_UTC_OFFSET_HOURS = 7;

const two = (n: number) => String(n).padStart(2, '0');

/** `21 November 2026 19:05` for a time in milliseconds since the epoch. */
export const formatStoreDateTime = (epochMs: number): string => {
  const local = new Date(epochMs + STORE_UTC_OFFSET_HOURS * 3_600_000);
  return `${two(local.getUTCDate())} ${indonesianMonths[local.getUTCMonth()]} ${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
};

/** `21 November 2026`: a day, where the hour says nothing (an event's period). */
export const formatStoreDate = (epochMs: number): string => formatStoreDateTime(epochMs).slice(0, -' HH:mm'.length);
