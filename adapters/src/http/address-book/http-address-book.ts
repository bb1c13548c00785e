import type {
  Address,
  AddressBook,
  AddressDraft,
  BankAccount,
  BankAccountBook,
  BankAccountDraft,
  Dropshipper,
  DropshipperBook,
  DropshipperDraft,
} from '@more/core';
import type { StoreApi } from '../store-api';
import {
  toAddress,
  toAddressBody,
  toBankAccount,
  toBankAccountBody,
  toDropshipper,
  toDropshipperBody,
} from './address-book.mapper';
import {
  addressListWire,
  addressWire,
  bankAccountListWire,
  bankAccountWire,
  dropshipperListWire,
  dropshipperWire,
  removedEntryWire,
} from './address-book.wire';
import type {
  AddressBodyWire,
  AddressChangesBodyWire,
  BankAccountBodyWire,
  BankAccountChangesBodyWire,
  BookEntryBodyWire,
  DropshipperBodyWire,
  DropshipperChangesBodyWire,
} from './address-book-request.wire';

/** The customer's addresses over the store API (`more/user/address/…`). */
export class HttpAddressBook implements AddressBook {
  constructor(private readonly api: StoreApi) {}

  async list(): Promise<readonly Address[]> {
    return (await this.api.call('POST more/user/address/index', addressListWire)).map(toAddress);
  }

  async show(id: number): Promise<Address> {
    return toAddress(await this.api.call('POST more/user/address/show', addressWire, { json: { id } satisfies BookEntryBodyWire }));
  }

  async add(draft: AddressDraft): Promise<Address> {
    return toAddress(await this.api.call('POST more/user/address/store', addressWire, { json: toAddressBody(draft) satisfies AddressBodyWire }));
  }

  async update(id: number, changes: Partial<AddressDraft>): Promise<Address> {
    return toAddress(
      await this.api.call('PUT more/user/address/update', addressWire, { json: { id, ...toAddressBody(changes) } satisfies AddressChangesBodyWire }),
    );
  }

  async remove(id: number): Promise<void> {
    await this.api.call('DELETE more/user/address/destroy', removedEntryWire, { json: { id } satisfies BookEntryBodyWire });
  }
}

/** The customer's dropshippers over the store API (`more/user/dropshippers/…`). */
export class HttpDropshipperBook implements DropshipperBook {
  constructor(private readonly api: StoreApi) {}

  async list(): Promise<readonly Dropshipper[]> {
    return (await this.api.call('POST more/user/dropshippers/index', dropshipperListWire)).map(toDropshipper);
  }

  async show(id: number): Promise<Dropshipper> {
    return toDropshipper(await this.api.call('POST more/user/dropshippers/show', dropshipperWire, { json: { id } satisfies BookEntryBodyWire }));
  }

  async add(draft: DropshipperDraft): Promise<Dropshipper> {
    return toDropshipper(
      await this.api.call('POST more/user/dropshippers/store', dropshipperWire, { json: toDropshipperBody(draft) satisfies DropshipperBodyWire }),
    );
  }

  async update(id: number, changes: Partial<DropshipperDraft>): Promise<Dropshipper> {
    return toDropshipper(
      await this.api.call('PUT more/user/dropshippers/update', dropshipperWire, {
        json: { id, ...toDropshipperBody(changes) } satisfies DropshipperChangesBodyWire,
      }),
    );
  }

  async remove(id: number): Promise<void> {
    await this.api.call('DELETE more/user/dropshippers/destroy', removedEntryWire, { json: { id } satisfies BookEntryBodyWire });
  }
}

/** The customer's bank accounts over the store API (`more/user/banks/…`). */
export class HttpBankAccountBook implements BankAccountBook {
  constructor(private readonly api: StoreApi) {}

  async list(): Promise<readonly BankAccount[]> {
    return (await this.api.call('POST more/user/banks/index', bankAccountListWire)).map(toBankAccount);
  }

  async show(id: number): Promise<BankAccount> {
    return toBankAccount(await this.api.call('POST more/user/banks/show', bankAccountWire, { json: { id } satisfies BookEntryBodyWire }));
  }

  async add(draft: BankAccountDraft): Promise<BankAccount> {
    return toBankAccount(
      await this.api.call('POST more/user/banks/store', bankAccountWire, { json: toBankAccountBody(draft) satisfies BankAccountBodyWire }),
    );
  }

  async update(id: number, changes: Partial<BankAccountDraft>): Promise<BankAccount> {
    return toBankAccount(
      await this.api.call('PUT more/user/banks/update', bankAccountWire, {
        json: { id, ...toBankAccountBody(changes) } satisfies BankAccountChangesBodyWire,
      }),
    );
  }

  async remove(id: number): Promise<void> {
    await this.api.call('DELETE more/user/banks/destroy', removedEntryWire, { json: { id } satisfies BookEntryBodyWire });
  }
}
