import * as z from 'zod/mini';

/**
 * What the showroom calls send. An exhibition and a partner's products send
 * a numeric path id, the products a product list's paging too
 * (catalogue-request.wire.ts).
 */

/**
 * The query of `GET moreverse/reminder` (document 2: `reminder?activities={ids}`):
 * one value, the chosen activities' ids joined by commas, each once; with
 * none chosen the call is not made.
 */
export const activityReminderQueryWire = z.strictObject({ activities: z.string().check(z.regex(/^[1-9]\d*(,[1-9]\d*)*$/)) });
export type ActivityReminderQueryWire = z.input<typeof activityReminderQueryWire>;
