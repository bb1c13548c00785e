import { z } from 'zod';

/**
 * The fields the account calls share, validated alike everywhere. The 422
 * messages come from respond.ts (`format email tidak valid`, `password minimal 8`).
 */
const trimmed = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/** An address, compared and kept in lower case. */
export const emailField = () =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.email().max(254));

/**
 * An Indonesian mobile number: 08…, 628… or +628…, 10 to 15 digits in all;
 * spaces and dashes as people type them are allowed.
 */
export const phoneField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
    z.string().regex(/^(\+62|62|0)8[1-9]\d{6,11}$/),
  );

/** The same number the way the store keeps it: 08… */
export const localPhone = (phone: string): string => phone.replace(/^(\+62|62)/, '0');

export const nameField = () => trimmed(z.string().min(2).max(100));

/** "At least 8 characters": a new password. A password being checked is any non-empty text. */
export const newPasswordField = () => z.string().min(8).max(100);
export const givenPasswordField = () => z.string().min(1).max(100);

/** A calendar date `YYYY-MM-DD` that exists, from 1900 to today. */
export const birthDateField = (today: () => string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && text >= '1900-01-01' && text <= today();
    });

/** Today in the store's zone (WIB), as `YYYY-MM-DD`. */
export const todayInWib = (epochMs: number): string => new Date(epochMs + 7 * 3_600_000).toISOString().slice(0, 10);

/** A token or id that cannot be guessed: `bytes` random bytes in hex. */
export const randomHex = (bytes: number): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A 6-digit one-time code, never the fixed test code 000000. */
export const randomCode = (): string => String(100_000 + (globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! % 900_000));
