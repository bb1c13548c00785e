import * as z from 'zod/mini';
import { text, time } from '../wire-fields';

/** `data` of `GET more/user/check` ("profile progress"). */
export const profileProgressWire = z.object({
  steps: z.array(
    z.object({
      /** picture, phone, birth_date, gender, email_verified, location (a server may add more). */
      key: text(),
      label: text(),
      done: z.boolean(),
    }),
  ),
  /** Whole percent of the steps done. */
  percentage: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
});
export type ProfileProgressWire = z.infer<typeof profileProgressWire>;

/** `data` of `GET more/user/moreversary`: the anniversary campaign for this customer. */
export const moreversaryWire = z.object({
  title: text(),
  start_at: time(),
  end_at: time(),
  is_active: z.boolean(),
  /** When the customer's account was made. */
  member_since: time(),
  is_eligible: z.boolean(),
  /** What an eligible customer gets; null when not eligible. */
  reward: z.nullish(z.string()),
});
export type MoreversaryWire = z.infer<typeof moreversaryWire>;

/** `data` of `POST more/user/token`: the device as registered. */
export const pushDeviceWire = z.object({
  device_id: text(),
  app_version: text(),
  updated_at: time(),
});
export type PushDeviceWire = z.infer<typeof pushDeviceWire>;

/** `data` of `POST more/user/have/password`. */
export const havePasswordWire = z.object({ have_password: z.boolean() });
export type HavePasswordWire = z.infer<typeof havePasswordWire>;
