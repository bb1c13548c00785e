import { type Observable, combineLatest, map } from 'rxjs';
import type { Address, AddressDraft } from '../address-book/address';
import type { AddressField, DropshipperField, SaveOutcome } from '../address-book/book-forms';
import type { SavedAddresses, SavedDropshippers } from '../address-book/customer-book';
import type { Dropshipper, DropshipperDraft } from '../address-book/dropshipper';
import type { ClearedOnLogout } from '../session/participants';
import type { Loadable } from '../shared/loadable';

export interface CheckoutAddressBookState {
  /** The default address first, then the newest (as /profile/address lists them). */
  readonly addresses: Loadable<readonly Address[]>;
  readonly dropshippers: Loadable<readonly Dropshipper[]>;
}

/**
 * The shipping step's books: the customer's addresses and dropshippers, and
 * adding one of each without leaving the checkout. They are the very books
 * /profile/address and /profile/dropshipper show (one SavedAddresses, one
 * SavedDropshippers): an address added or made the default on either is
 * there on the other without asking again. A new entry joins its list at
 * once (the book's order kept), so the step can choose it.
 */
export class CheckoutAddressBook implements ClearedOnLogout {
  readonly state$: Observable<CheckoutAddressBookState>;

  constructor(
    private readonly addresses: SavedAddresses,
    private readonly dropshippers: SavedDropshippers,
  ) {
    this.state$ = combineLatest([addresses.state$, dropshippers.state$]).pipe(map(([a, d]) => ({ addresses: a, dropshippers: d })));
  }

  get current(): CheckoutAddressBookState {
    return { addresses: this.addresses.current, dropshippers: this.dropshippers.current };
  }

  loadAddresses(): Promise<void> {
    return this.addresses.load();
  }

  loadDropshippers(): Promise<void> {
    return this.dropshippers.load();
  }

  /** Checks the form, then stores the address (`POST more/user/address/store`). */
  addAddress(draft: AddressDraft): Promise<SaveOutcome<Address, AddressField>> {
    return this.addresses.save(null, draft);
  }

  /** Checks the form, then stores the dropshipper (`POST more/user/dropshippers/store`); newest first. */
  addDropshipper(draft: DropshipperDraft): Promise<SaveOutcome<Dropshipper, DropshipperField>> {
    return this.dropshippers.save(null, draft);
  }

  /** The books are the customer's own: nothing of them stays after logout. */
  clearOnLogout(): void {
    this.addresses.clearOnLogout();
    this.dropshippers.clearOnLogout();
  }
}
