import * as z from 'zod/mini';
import { id, text, time } from '../wire-fields';

const digits = (length: number) => z.string().check(z.regex(new RegExp(`^\\d{${length}}$`)));

/**
 * An address of the address book (document 1 §3: "Address: id, default,
 * created_at"). The regions are sent by id and name (the names of the
 * regions data, so the book needs no second call to show them); `address` is
 * the rest of the address as the customer wrote it.
 */
export const addressWire = z.object({
  id: id(),
  label: text(),
  recipient_name: text(),
  phone: text(),
  province_id: digits(2),
  province_name: text(),
  city_id: digits(4),
  city_name: text(),
  district_id: digits(6),
  district_name: text(),
  village_id: digits(10),
  village_name: text(),
  postal_code: digits(5),
  address: text(),
  default: z.boolean(),
  created_at: time(),
});
export type AddressWire = z.infer<typeof addressWire>;

/** A dropshipper (document 1 §3: "Dropshipper: id, created_at"), with the name and phone orders are sent in. */
export const dropshipperWire = z.object({
  id: id(),
  name: text(),
  phone: text(),
  created_at: time(),
});
export type DropshipperWire = z.infer<typeof dropshipperWire>;

/**
 * A bank account (document 1 §3: "Bank account number: id, uni_bank_id,
 * icon"): `icon` is its bank's logo; the bank's name and code come along so the
 * list needs no GET uni/bank to show them.
 */
export const bankAccountWire = z.object({
  id: id(),
  uni_bank_id: id(),
  bank_name: text(),
  bank_code: digits(3),
  icon: text(),
  account_number: z.string().check(z.regex(/^\d{5,20}$/)),
  account_name: text(),
  created_at: time(),
});
export type BankAccountWire = z.infer<typeof bankAccountWire>;

/** `data` of the address-book calls: the whole book, one entry, or nothing (destroy answers `data: null`). */
export const addressListWire = z.array(addressWire);
export const dropshipperListWire = z.array(dropshipperWire);
export const bankAccountListWire = z.array(bankAccountWire);
export const removedEntryWire = z.nullish(z.unknown());
