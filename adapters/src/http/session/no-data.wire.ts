import * as z from 'zod/mini';

/**
 * `data` of a call that answers nothing but success and message (auth/logout,
 * the password calls). Kept out of wire.ts: every feature may need one, and
 * the shared wire module must not export a name twice.
 */
export const noDataWire = z.nullish(z.unknown());
