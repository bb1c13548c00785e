import { token } from '../shared/token';
import type { Address, AddressDraft } from './address';
import type { BankAccount, BankAccountDraft } from './bank-account';
import type { Dropshipper, DropshipperDraft } from './dropshipper';

/**
 * The customer's books of addresses, dropshippers and bank accounts
 * (document 2 §7, "Addresses, dropshippers, bank accounts"). Each has the same
 * five calls: `POST …/index` (no body; the whole book, no paging), `POST
 * …/show`, `PUT …/update` and `DELETE …/destroy` with body `{ id }` (update
 * adds the changed fields: only what is given changes), `POST …/store` with the
 * new entry. Every call needs a logged-in customer; an id of another
 * customer's entry is "not found" (StoreFailure kind 'not-found').
 */
export interface AddressBook {
  /** `POST more/user/address/index`: the default address first, then the newest. */
  list(): Promise<readonly Address[]>;
  /** `POST more/user/address/show` with body `{ id }`. */
  show(id: number): Promise<Address>;
  /**
   * `POST more/user/address/store` with body `{ label, recipient_name, phone,
   * province_id, city_id, district_id, village_id, postal_code, address,
   * default }`. The first address is the default whatever `default` says.
   */
  add(draft: AddressDraft): Promise<Address>;
  /**
   * `PUT more/user/address/update` with body `{ id, …changes }`. `makeDefault:
   * true` makes it the default ("Jadikan alamat utama"); the default stays the
   * default when `makeDefault: false` is sent: another address is made the default instead.
   */
  update(id: number, changes: Partial<AddressDraft>): Promise<Address>;
  /** `DELETE more/user/address/destroy` with body `{ id }`. Removing the default makes the newest remaining address the default. */
  remove(id: number): Promise<void>;
}

export const AddressBookToken = token<AddressBook>('AddressBook');

export interface DropshipperBook {
  /** `POST more/user/dropshippers/index`: newest first. */
  list(): Promise<readonly Dropshipper[]>;
  /** `POST more/user/dropshippers/show` with body `{ id }`. */
  show(id: number): Promise<Dropshipper>;
  /** `POST more/user/dropshippers/store` with body `{ name, phone }`. */
  add(draft: DropshipperDraft): Promise<Dropshipper>;
  /** `PUT more/user/dropshippers/update` with body `{ id, …changes }`. */
  update(id: number, changes: Partial<DropshipperDraft>): Promise<Dropshipper>;
  /** `DELETE more/user/dropshippers/destroy` with body `{ id }`. */
  remove(id: number): Promise<void>;
}

export const DropshipperBookToken = token<DropshipperBook>('DropshipperBook');

export interface BankAccountBook {
  /** `POST more/user/banks/index`: newest first. */
  list(): Promise<readonly BankAccount[]>;
  /** `POST more/user/banks/show` with body `{ id }`. */
  show(id: number): Promise<BankAccount>;
  /** `POST more/user/banks/store` with body `{ uni_bank_id, account_number, account_name }`. The same account twice is refused. */
  add(draft: BankAccountDraft): Promise<BankAccount>;
  /** `PUT more/user/banks/update` with body `{ id, …changes }`. */
  update(id: number, changes: Partial<BankAccountDraft>): Promise<BankAccount>;
  /** `DELETE more/user/banks/destroy` with body `{ id }`. */
  remove(id: number): Promise<void>;
}

export const BankAccountBookToken = token<BankAccountBook>('BankAccountBook');
