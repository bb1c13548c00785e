import * as z from 'zod/mini';
import { id } from '../wire-fields';
import { addressWire, bankAccountWire, dropshipperWire } from './address-book.wire';

/**
 * What the address-book calls send. The three books (addresses, dropshippers,
 * bank accounts) are called alike: show and destroy send the entry's id,
 * store sends the entry's fields, update sends the id and the fields that
 * change. The fields go in the shapes the book answers them in: what is kept
 * is what was sent, and the forms (book-forms.ts) check them before sending.
 */

/** The body of `POST more/user/{address,dropshippers,banks}/show` and `DELETE …/destroy`: the entry's id. */
export const bookEntryBodyWire = z.strictObject({ id: id() });
export type BookEntryBodyWire = z.input<typeof bookEntryBodyWire>;

/** An update's body: the entry's id and the fields given; a field left out is not sent and keeps its value. */
const changesOf = <Body extends z.ZodMiniObject>(body: Body) => z.extend(z.partial(body), { id: id() });

/** The body of `POST more/user/address/store`: the regions by id (the server names them), the rest as typed. */
export const addressBodyWire = z.strictObject(
  z.pick(addressWire, {
    label: true,
    recipient_name: true,
    phone: true,
    province_id: true,
    city_id: true,
    district_id: true,
    village_id: true,
    postal_code: true,
    address: true,
    default: true,
  }).shape,
);
export type AddressBodyWire = z.input<typeof addressBodyWire>;

/** The body of `PUT more/user/address/update`. */
export const addressChangesBodyWire = changesOf(addressBodyWire);
export type AddressChangesBodyWire = z.input<typeof addressChangesBodyWire>;

/** The body of `POST more/user/dropshippers/store`. */
export const dropshipperBodyWire = z.strictObject(z.pick(dropshipperWire, { name: true, phone: true }).shape);
export type DropshipperBodyWire = z.input<typeof dropshipperBodyWire>;

/** The body of `PUT more/user/dropshippers/update`. */
export const dropshipperChangesBodyWire = changesOf(dropshipperBodyWire);
export type DropshipperChangesBodyWire = z.input<typeof dropshipperChangesBodyWire>;

/** The body of `POST more/user/banks/store`: the account number as digits only (the form drops spaces and dashes). */
export const bankAccountBodyWire = z.strictObject(z.pick(bankAccountWire, { uni_bank_id: true, account_number: true, account_name: true }).shape);
export type BankAccountBodyWire = z.input<typeof bankAccountBodyWire>;

/** The body of `PUT more/user/banks/update`. */
export const bankAccountChangesBodyWire = changesOf(bankAccountBodyWire);
export type BankAccountChangesBodyWire = z.input<typeof bankAccountChangesBodyWire>;
