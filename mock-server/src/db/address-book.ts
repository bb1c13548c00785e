import { Collection } from '@msw/data';
import { z } from 'zod';

/** An address of a customer's address book; region names are read from the regions data when answering. */
export const addressRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  label: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  provinceId: z.string(),
  cityId: z.string(),
  districtId: z.string(),
  villageId: z.string(),
  postalCode: z.string(),
  /** Street, number, RT/RW: the rest of the address. */
  address: z.string(),
  isDefault: z.boolean(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type AddressRecord = z.infer<typeof addressRecord>;

export const dropshipperRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type DropshipperRecord = z.infer<typeof dropshipperRecord>;

export const bankAccountRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  /** A bank of the `banks` collection (uni_bank_id). */
  bankId: z.number().int(),
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type BankAccountRecord = z.infer<typeof bankAccountRecord>;

/** Collections of the address-book area. */
export const createAddressBookCollections = () => ({
  addresses: new Collection({ schema: addressRecord }),
  dropshippers: new Collection({ schema: dropshipperRecord }),
  bankAccounts: new Collection({ schema: bankAccountRecord }),
});
