import { BehaviorSubject, type Observable } from 'rxjs';
import { LatestRequest } from '../shared/latest-request';
import type { ClearedOnLogout } from '../session/participants';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { Address, AddressDraft } from './address';
import { defaultsAfterAdding, defaultsAfterChanging, defaultsAfterRemoving, inBookOrder } from './address-defaults';
import type { AddressBook, BankAccountBook, DropshipperBook } from './address-book.port';
import type { BankAccount, BankAccountDraft } from './bank-account';
import {
  type AddressField,
  type BankAccountField,
  type DropshipperField,
  type FieldProblems,
  type SaveOutcome,
  addressProblems,
  bankAccountDraftProblems,
  dropshipperDraftProblems,
  hasProblems,
} from './book-forms';
import type { Dropshipper, DropshipperDraft } from './dropshipper';
import { settled } from '../shared/settled';

/** The five calls every book of the customer has (document 2 §7, "Addresses, dropshippers, bank accounts"). */
export interface BookCalls<T, D> {
  list(): Promise<readonly T[]>;
  show(id: number): Promise<T>;
  add(draft: D): Promise<T>;
  update(id: number, changes: Partial<D>): Promise<T>;
  remove(id: number): Promise<void>;
}

/** How one book checks its form and keeps its order. */
export interface BookRules<T, D, F extends string> {
  /** The wire path of its calls, e.g. `more/user/address`: names the failing call. */
  readonly path: string;
  readonly problems: (draft: D) => FieldProblems<F>;
  /** The draft as it is sent: spaces around what was typed dropped. */
  readonly tidy: (draft: D) => D;
  /** The order the book lists in. */
  readonly order: (entries: readonly T[]) => T[];
  readonly afterAdding: (book: readonly T[], added: T, draft: D) => T[];
  readonly afterChanging: (book: readonly T[], changed: T, draft: Partial<D>) => T[];
  readonly afterRemoving: (book: readonly T[], removedId: number) => T[];
}

export type ShowOutcome<T> = { readonly kind: 'shown'; readonly entry: T } | { readonly kind: 'failed'; readonly failure: StoreFailure };
export type RemoveOutcome = { readonly kind: 'removed' } | { readonly kind: 'failed'; readonly failure: StoreFailure };

interface Entry {
  readonly id: number;
}

/**
 * One of the customer's books (addresses, dropshippers, bank accounts) as
 * every page shows it: the list, loaded once and shared by whoever shows it
 * (the profile's page and the checkout's shipping step read the same
 * entries); an entry asked afresh before it is edited (`…/show`); a save
 * checked by the store's rules first, then sent (`…/store` or `…/update`),
 * the list following at once without asking again; a removal (`…/destroy`)
 * the same. A list still on its way when an entry changes is dropped, so it
 * never overwrites the change.
 */
export class CustomerBook<T extends Entry, D, F extends string> implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<Loadable<readonly T[]>>(idle);
  readonly state$: Observable<Loadable<readonly T[]>> = this.state.asObservable();
  private readonly requests = new LatestRequest();

  constructor(
    private readonly calls: BookCalls<T, D>,
    private readonly rules: BookRules<T, D, F>,
  ) {}

  get current(): Loadable<readonly T[]> {
    return this.state.getValue();
  }

  /** Resolves once the list is no longer on its way (loaded or failed); at once when none was asked for. */
  settled(): Promise<void> {
    return settled(this.state$, (state) => state.status === 'loading').then(() => undefined);
  }

  /** The list, asked once: a page opened again shows what is here. */
  ensureLoaded(): void {
    if (this.current.status === 'idle' || this.current.status === 'failed') void this.load();
  }

  /** Asks for the list (`POST …/index`), e.g. "Coba Lagi". */
  async load(): Promise<void> {
    const isNewest = this.requests.begin();
    this.state.next(loading);
    let next: Loadable<readonly T[]>;
    try {
      next = ready(this.rules.order(await this.calls.list()));
    } catch (error) {
      next = failed(toStoreFailure(error, `POST ${this.rules.path}/index`));
    }
    if (isNewest()) this.state.next(next);
  }

  /** The entry as the server has it now (`POST …/show`), before its form opens. */
  async show(id: number): Promise<ShowOutcome<T>> {
    try {
      return { kind: 'shown', entry: await this.calls.show(id) };
    } catch (error) {
      return { kind: 'failed', failure: toStoreFailure(error, `POST ${this.rules.path}/show`) };
    }
  }

  /** Checks the form, then stores a new entry (`id` null: `POST …/store`) or changes one (`PUT …/update`). */
  async save(id: number | null, draft: D): Promise<SaveOutcome<T, F>> {
    const problems = this.rules.problems(draft);
    if (hasProblems(problems)) return { kind: 'invalid', problems };
    const tidy = this.rules.tidy(draft);
    try {
      const entry = id === null ? await this.calls.add(tidy) : await this.calls.update(id, tidy);
      this.follow((book) => (id === null ? this.rules.afterAdding(book, entry, tidy) : this.rules.afterChanging(book, entry, tidy)));
      return { kind: 'saved', entry };
    } catch (error) {
      return { kind: 'failed', failure: toStoreFailure(error, id === null ? `POST ${this.rules.path}/store` : `PUT ${this.rules.path}/update`) };
    }
  }

  /** Changes some fields only, unchecked (they come from the entry itself, e.g. "Jadikan Utama"). */
  async change(id: number, changes: Partial<D>): Promise<SaveOutcome<T, F>> {
    try {
      const entry = await this.calls.update(id, changes);
      this.follow((book) => this.rules.afterChanging(book, entry, changes));
      return { kind: 'saved', entry };
    } catch (error) {
      return { kind: 'failed', failure: toStoreFailure(error, `PUT ${this.rules.path}/update`) };
    }
  }

  /** Removes an entry (`DELETE …/destroy` with body `{ id }`). */
  async remove(id: number): Promise<RemoveOutcome> {
    try {
      await this.calls.remove(id);
      this.follow((book) => this.rules.afterRemoving(book, id));
      return { kind: 'removed' };
    } catch (error) {
      return { kind: 'failed', failure: toStoreFailure(error, `DELETE ${this.rules.path}/destroy`) };
    }
  }

  /** The books are the customer's own: nothing of them stays after logout. */
  clearOnLogout(): void {
    this.requests.cancel();
    this.state.next(idle);
  }

  /** The list after a change the server accepted; a list not here (or on its way, maybe from before the change) is asked for again. */
  private follow(change: (book: readonly T[]) => T[]): void {
    const now = this.current;
    if (now.status === 'ready') {
      this.requests.cancel();
      this.state.next(ready(this.rules.order(change(now.value))));
    } else void this.load();
  }
}

const newestFirst = <T extends { readonly id: number; readonly createdAt: number }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);

const withoutEntry = <T extends Entry>(book: readonly T[], id: number): T[] => book.filter((entry) => entry.id !== id);

const replaced = <T extends Entry>(book: readonly T[], changed: T): T[] => book.map((entry) => (entry.id === changed.id ? changed : entry));

/** The address book (`more/user/address`): the default first, then the newest; core's default rules (address-defaults.ts). */
export class SavedAddresses extends CustomerBook<Address, AddressDraft, AddressField> {
  constructor(book: AddressBook) {
    super(book, {
      path: 'more/user/address',
      problems: addressProblems,
      tidy: (draft) => ({ ...draft, label: draft.label.trim(), recipientName: draft.recipientName.trim(), phone: draft.phone.trim(), postalCode: draft.postalCode.trim(), street: draft.street.trim() }),
      order: inBookOrder,
      afterAdding: (book, added, draft) => defaultsAfterAdding(withoutEntry(book, added.id), added, draft.makeDefault || added.isDefault),
      afterChanging: (book, changed, draft) => defaultsAfterChanging(book, changed, draft.makeDefault === true || changed.isDefault ? true : undefined),
      afterRemoving: defaultsAfterRemoving,
    });
  }

  /** "Jadikan Utama": this address becomes the default, the previous one stops being it. */
  makeDefault(id: number): Promise<SaveOutcome<Address, AddressField>> {
    return this.change(id, { makeDefault: true });
  }
}

/** The dropshippers (`more/user/dropshippers`): newest first. */
export class SavedDropshippers extends CustomerBook<Dropshipper, DropshipperDraft, DropshipperField> {
  constructor(book: DropshipperBook) {
    super(book, {
      path: 'more/user/dropshippers',
      problems: dropshipperDraftProblems,
      tidy: (draft) => ({ name: draft.name.trim(), phone: draft.phone.trim() }),
      order: newestFirst,
      afterAdding: (book, added) => [added, ...withoutEntry(book, added.id)],
      afterChanging: (book, changed) => replaced(book, changed),
      afterRemoving: withoutEntry,
    });
  }
}

/** The bank accounts (`more/user/banks`), where refunds go: newest first. */
export class SavedBankAccounts extends CustomerBook<BankAccount, BankAccountDraft, BankAccountField> {
  constructor(book: BankAccountBook) {
    super(book, {
      path: 'more/user/banks',
      problems: bankAccountDraftProblems,
      tidy: (draft) => ({ bankId: draft.bankId, accountNumber: draft.accountNumber.replace(/[\s-]/g, ''), holderName: draft.holderName.trim() }),
      order: newestFirst,
      afterAdding: (book, added) => [added, ...withoutEntry(book, added.id)],
      afterChanging: (book, changed) => replaced(book, changed),
      afterRemoving: withoutEntry,
    });
  }
}
