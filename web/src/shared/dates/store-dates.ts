import type { DatedText, StoreTime } from '@more/core';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import utc from 'dayjs/plugin/utc';

/**
 * Every date a shopper sees, in the `id` locale and the store's time (document 2 §9: `DD MMMM YYYY HH:mm`).
 *
 * The store's zone is Asia/Jakarta (WIB), fixed at UTC+7 with no daylight saving since 1964, so it is set as
 * an offset through the utc plugin rather than by name through the timezone plugin: the timezone plugin costs
 * 1.1 kB more of gzip in every route that shows a date, and reads the zone from the device's Intl data, where
 * a fixed offset prints the same text on the server (Node) and in every browser whatever its zone, which
 * hydration needs.
 */
dayjs.extend(utc);

const STORE_UTC_OFFSET_MINUTES = 7 * 60;

/** From UTC, not the device's time: a local start carries the device zone's daylight saving into the offset (found by the property test under TZ=America/Los_Angeles). */
const inStoreTime = (epochMs: number) => dayjs.utc(epochMs).utcOffset(STORE_UTC_OFFSET_MINUTES).locale('id');

/** `21 November 2026 19:05`. */
export const storeDateTime = (epochMs: number): string => inStoreTime(epochMs).format('DD MMMM YYYY HH:mm');

/** `21 November 2026`: a day, where the hour says nothing. */
export const storeDate = (epochMs: number): string => inStoreTime(epochMs).format('DD MMMM YYYY');

/** A moment as core asked it shown. */
export const storeTimeText = (time: StoreTime): string => (time.shows === 'date' ? storeDate(time.at) : storeDateTime(time.at));

/** A sentence core worded around moments, e.g. `Berlaku hingga 23 Desember 2026 23:59`. */
export const datedText = (text: DatedText): string => text.map((part) => (typeof part === 'string' ? part : storeTimeText(part))).join('');

/** A string value, or a moment in store time: a fact list's value. */
export const valueText = (value: string | StoreTime): string => (typeof value === 'string' ? value : storeTimeText(value));
