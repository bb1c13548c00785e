/**
 * A moment a shopper sees, kept as an instant: core decides which moment and whether its hour matters;
 * web formats it (dayjs, `DD MMMM YYYY HH:mm` in the store's time, document 2 §9).
 */
export interface StoreTime {
  /** Milliseconds since the epoch. */
  readonly at: number;
  /** `date`: `21 November 2026`, where the hour says nothing (an event's period); `dateTime`: `21 November 2026 19:05`. */
  readonly shows: 'date' | 'dateTime';
}

/** A sentence core words around one or more moments: its words and moments in order, e.g. `['Berlaku hingga ', dateTimeAt(ms)]`. */
export type DatedText = readonly (string | StoreTime)[];

export const dateTimeAt = (at: number): StoreTime => ({ at, shows: 'dateTime' });
export const dateAt = (at: number): StoreTime => ({ at, shows: 'date' });

/** A sentence around moments, its parts in reading order. */
export const datedText = (...parts: (string | StoreTime)[]): DatedText => parts;
