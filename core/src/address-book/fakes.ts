import { StoreFailure } from '../shared/failure';
import type { Address, AddressDraft, RegionRef } from './address';
import { defaultsAfterAdding, defaultsAfterChanging, defaultsAfterRemoving, inBookOrder } from './address-defaults';
import type { AddressBook, BankAccountBook, DropshipperBook } from './address-book.port';
import type { BankAccount, BankAccountDraft } from './bank-account';
import type { Dropshipper, DropshipperDraft } from './dropshipper';

export * from './address-book.fixture';

type BookCall = 'index' | 'show' | 'store' | 'update' | 'destroy';

interface Entry {
  readonly id: number;
  readonly createdAt: number;
}

/**
 * One customer's book in memory, as the server keeps it: ids counted up,
 * every call recorded, an unknown id "not found", failure on request.
 */
abstract class InMemoryBook<E extends Entry, D> {
  readonly calls: { readonly call: BookCall; readonly argument: unknown }[] = [];
  /** Set to make the next calls fail the way an adapter would. */
  failWith: Error | null = null;
  private nextId: number;

  constructor(
    protected entries: readonly E[],
    private readonly path: string,
    protected readonly now: () => number,
  ) {
    this.nextId = Math.max(0, ...entries.map((entry) => entry.id)) + 1;
  }

  get all(): readonly E[] {
    return this.entries;
  }

  list(): Promise<readonly E[]> {
    return this.answer('index', undefined, () => this.ordered(this.entries));
  }

  show(id: number): Promise<E> {
    return this.answer('show', id, () => this.find('show', id));
  }

  add(draft: D): Promise<E> {
    return this.answer('store', draft, () => {
      const entry = this.build(this.nextId++, draft, null);
      this.entries = this.added(this.entries, entry, draft);
      return this.find('store', entry.id);
    });
  }

  update(id: number, changes: Partial<D>): Promise<E> {
    return this.answer('update', { id, ...changes }, () => {
      const entry = this.build(id, changes, this.find('update', id));
      this.entries = this.changed(this.entries, entry, changes);
      return this.find('update', id);
    });
  }

  remove(id: number): Promise<void> {
    return this.answer('destroy', id, () => {
      this.find('destroy', id);
      this.entries = this.removed(this.entries, id);
    });
  }

  callsOf(call: BookCall): unknown[] {
    return this.calls.filter((c) => c.call === call).map((c) => c.argument);
  }

  /** The entry made of a draft (new: `previous` null) or of changes to `previous`. */
  protected abstract build(id: number, draft: Partial<D>, previous: E | null): E;

  protected ordered(entries: readonly E[]): E[] {
    return [...entries].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }

  protected added(entries: readonly E[], entry: E, _draft: D): E[] {
    return [...entries, entry];
  }

  protected changed(entries: readonly E[], entry: E, _changes: Partial<D>): E[] {
    return entries.map((existing) => (existing.id === entry.id ? entry : existing));
  }

  protected removed(entries: readonly E[], id: number): E[] {
    return entries.filter((entry) => entry.id !== id);
  }

  private find(call: BookCall, id: number): E {
    const entry = this.entries.find((existing) => existing.id === id);
    if (!entry) throw new StoreFailure('not-found', `${call === 'update' ? 'PUT' : call === 'destroy' ? 'DELETE' : 'POST'} ${this.path}/${call}`, 'Tidak ditemukan', { status: 404 });
    return entry;
  }

  private answer<T>(call: BookCall, argument: unknown, effect: () => T): Promise<T> {
    this.calls.push({ call, argument });
    if (this.failWith) return Promise.reject(this.failWith);
    try {
      return Promise.resolve(effect());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/** The address book in memory, keeping the default-address rules of address-defaults.ts. */
export class InMemoryAddressBook extends InMemoryBook<Address, AddressDraft> implements AddressBook {
  constructor(entries: readonly Address[] = [], now: () => number = () => Date.UTC(2026, 10, 21, 3, 0)) {
    super(entries, 'more/user/address', now);
  }

  protected build(id: number, draft: Partial<AddressDraft>, previous: Address | null): Address {
    // The fake knows no region names: a region given anew is named by its id.
    const region = (given: string | undefined, before: RegionRef | undefined): RegionRef =>
      given === undefined || given === before?.id ? (before ?? { id: '', name: '' }) : { id: given, name: given };
    return {
      id,
      label: draft.label ?? previous?.label ?? '',
      recipientName: draft.recipientName ?? previous?.recipientName ?? '',
      phone: draft.phone ?? previous?.phone ?? '',
      province: region(draft.provinceId, previous?.province),
      city: region(draft.cityId, previous?.city),
      district: region(draft.districtId, previous?.district),
      village: region(draft.villageId, previous?.village),
      postalCode: draft.postalCode ?? previous?.postalCode ?? '',
      street: draft.street ?? previous?.street ?? '',
      isDefault: previous?.isDefault ?? false,
      createdAt: previous?.createdAt ?? this.now(),
    };
  }

  protected override ordered(entries: readonly Address[]): Address[] {
    return inBookOrder(entries);
  }

  protected override added(entries: readonly Address[], entry: Address, draft: AddressDraft): Address[] {
    return defaultsAfterAdding(entries, entry, draft.makeDefault);
  }

  protected override changed(entries: readonly Address[], entry: Address, changes: Partial<AddressDraft>): Address[] {
    return defaultsAfterChanging(entries, entry, changes.makeDefault);
  }

  protected override removed(entries: readonly Address[], id: number): Address[] {
    return defaultsAfterRemoving(entries, id);
  }
}

export class InMemoryDropshipperBook extends InMemoryBook<Dropshipper, DropshipperDraft> implements DropshipperBook {
  constructor(entries: readonly Dropshipper[] = [], now: () => number = () => Date.UTC(2026, 10, 21, 3, 0)) {
    super(entries, 'more/user/dropshippers', now);
  }

  protected build(id: number, draft: Partial<DropshipperDraft>, previous: Dropshipper | null): Dropshipper {
    return {
      id,
      name: draft.name ?? previous?.name ?? '',
      phone: draft.phone ?? previous?.phone ?? '',
      createdAt: previous?.createdAt ?? this.now(),
    };
  }
}

export class InMemoryBankAccountBook extends InMemoryBook<BankAccount, BankAccountDraft> implements BankAccountBook {
  constructor(entries: readonly BankAccount[] = [], now: () => number = () => Date.UTC(2026, 10, 21, 3, 0)) {
    super(entries, 'more/user/banks', now);
  }

  protected build(id: number, draft: Partial<BankAccountDraft>, previous: BankAccount | null): BankAccount {
    const bankId = draft.bankId ?? previous?.bank.id ?? 0;
    return {
      id,
      // The fake knows no bank names: a new bank is named by its id.
      bank: previous && previous.bank.id === bankId ? previous.bank : { id: bankId, code: '', name: `Bank ${bankId}`, iconUrl: '' },
      accountNumber: draft.accountNumber ?? previous?.accountNumber ?? '',
      holderName: draft.holderName ?? previous?.holderName ?? '',
      createdAt: previous?.createdAt ?? this.now(),
    };
  }
}
