/** "ISO 8601 with the +07:00 offset" (the store's wire convention), for unix seconds. */
export const isoWib = (unixSeconds: number): string =>
  `${new Date((unixSeconds + 7 * 3600) * 1000).toISOString().slice(0, 19)}+07:00`;
