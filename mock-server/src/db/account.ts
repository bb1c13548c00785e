import { Collection } from '@msw/data';
import { z } from 'zod';

/** A customer account. Passwords are kept as given: this is a mock for one laptop, never a real store. */
export const customerRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  password: z.string().nullable(),
  picture: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  emailVerified: z.boolean(),
  points: z.number().int().min(0),
  /** Where the customer last said they are (POST more/user/set-location). */
  location: z.object({ cityId: z.string(), cityName: z.string() }).nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type CustomerRecord = z.infer<typeof customerRecord>;

/** A bearer token issued by auth/login, auth/register or social login. */
export const sessionRecord = z.object({
  token: z.string(),
  customerId: z.number().int(),
  createdAt: z.number().int(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

export const createAccountCollections = () => ({
  customers: new Collection({ schema: customerRecord }),
  sessions: new Collection({ schema: sessionRecord }),
});
