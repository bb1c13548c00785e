import { type Observable, type Subscription, combineLatest, map } from 'rxjs';
import type { Address, AddressDraft } from '../address-book/address';
import { defaultOf } from '../address-book/address-defaults';
import type { Dropshipper, DropshipperDraft } from '../address-book/dropshipper';
import { type Loadable, idle } from '../shared/loadable';
import type { Checkout } from './checkout';
import type { AddressField, DropshipperField, SaveOutcome } from '../address-book/book-forms';
import type { CheckoutAddressBook, CheckoutAddressBookState } from './checkout-address-book';
import type { ShippingPriceQuery } from './checkout-api.port';
import type { CheckoutItem, ShippingOption } from './checkout-order';
import type { CheckoutOptions, CheckoutOptionsState } from './checkout-options';
import type { CheckoutState } from './checkout-state';
import { settled } from '../shared/settled';

export interface ShippingStepState {
  /** The customer's addresses, the default first. */
  readonly addresses: Loadable<readonly Address[]>;
  /** The address the order goes to, once the book is here and holds it. */
  readonly chosen: Address | null;
  /** The couriers for the chosen address; idle while none is chosen. */
  readonly couriers: Loadable<readonly ShippingOption[]>;
  readonly dropshippers: Loadable<readonly Dropshipper[]>;
}

/**
 * "default: the address orders go to unless the customer picks another"
 * (document 1 §3): the address to choose now, or null to leave the choice as
 * it is (the shopper's pick is in the book, or the book is empty). A pick the
 * book no longer holds gives way to the default.
 */
export const addressToChoose = (addresses: readonly Address[], chosenId: number | null): number | null => {
  if (addresses.length === 0 || addresses.some((address) => address.id === chosenId)) return null;
  return (defaultOf(addresses) ?? addresses[0]!).id;
};

/** What the couriers of an address are asked with: the address, its city (the price is the city's) and what is shipped. */
export const shippingQueryOf = (address: Address, items: readonly CheckoutItem[]): ShippingPriceQuery => ({ addressId: address.id, cityId: address.city.id, items });

/** The same destination and the same items: the couriers already asked for still hold. */
const sameQuery = (a: ShippingPriceQuery | null, b: ShippingPriceQuery | null): boolean =>
  a === b || (a !== null && b !== null && a.addressId === b.addressId && a.cityId === b.cityId && a.items === b.items);

const chosenAddress = (book: CheckoutAddressBookState, checkout: CheckoutState): Address | null =>
  book.addresses.status === 'ready' ? (book.addresses.value.find((address) => address.id === checkout.order.shipping.addressId) ?? null) : null;

const shippingStepOf = (book: CheckoutAddressBookState, options: CheckoutOptionsState, checkout: CheckoutState): ShippingStepState => {
  const chosen = chosenAddress(book, checkout);
  return { addresses: book.addresses, chosen, couriers: chosen ? options.shippingOptions : idle, dropshippers: book.dropshippers };
};

/**
 * The shipping step: where the order goes (the default address unless the
 * shopper picks another, or a new one), in whose name (a dropshipper), and
 * the couriers for that address. While the step is open the couriers follow
 * the chosen address: they are asked again whenever it (or its city) changes,
 * or the items do.
 */
export class CheckoutShipping {
  readonly state$: Observable<ShippingStepState>;
  private following: Subscription | null = null;
  /** What the couriers were last asked for, whichever opening asked. */
  private couriersAsked: ShippingPriceQuery | null = null;

  constructor(
    private readonly checkout: Pick<Checkout, 'state$' | 'current' | 'chooseAddress' | 'chooseDropship'>,
    private readonly book: Pick<CheckoutAddressBook, 'state$' | 'current' | 'loadAddresses' | 'loadDropshippers' | 'addAddress' | 'addDropshipper'>,
    private readonly options: Pick<CheckoutOptions, 'state$' | 'current' | 'loadShippingOptions'>,
  ) {
    this.state$ = combineLatest([book.state$, options.state$, checkout.state$]).pipe(map(([addresses, lists, order]) => shippingStepOf(addresses, lists, order)));
  }

  get current(): ShippingStepState {
    return shippingStepOf(this.book.current, this.options.current, this.checkout.current);
  }

  /** The step is shown: the book is asked for (unless here), its default chosen, and the couriers follow the address until `close`. */
  open(): void {
    this.close();
    if (this.book.current.addresses.status !== 'ready') void this.book.loadAddresses();
    // The couriers here (or on their way) for this very address and these items are not asked for again: the step
    // opened again keeps them, and a page rendered on the server (whose loader opened the step) hydrates with them.
    const held = this.options.current.shippingOptions.status;
    let asked: { readonly query: ShippingPriceQuery | null } | null = this.couriersAsked && (held === 'ready' || held === 'loading') ? { query: this.couriersAsked } : null;
    this.following = combineLatest([this.book.state$, this.checkout.state$]).subscribe(([book, checkout]) => {
      if (book.addresses.status !== 'ready') return;
      const toChoose = addressToChoose(book.addresses.value, checkout.order.shipping.addressId);
      // The choice comes back through this subscription, which then asks for its couriers.
      if (toChoose !== null) {
        this.checkout.chooseAddress(toChoose);
        return;
      }
      const address = chosenAddress(book, checkout);
      const query = address && shippingQueryOf(address, checkout.order.items);
      if (asked && sameQuery(asked.query, query)) return;
      asked = { query };
      if (query) this.askCouriers(query);
    });
  }

  /**
   * Resolves once the open step shows what it will show (a page rendered on the server waits for it): the book loaded
   * or failed, its default chosen, and that address's couriers loaded or failed.
   */
  settled(): Promise<void> {
    const waiting = (state: Loadable<unknown>) => state.status === 'idle' || state.status === 'loading';
    return settled(
      this.state$,
      (step) =>
        waiting(step.addresses) ||
        (step.addresses.status === 'ready' && addressToChoose(step.addresses.value, step.chosen?.id ?? null) !== null) ||
        (step.chosen !== null && waiting(step.couriers)),
    ).then(() => undefined);
  }

  /** The step is left: the couriers stop following the address. */
  close(): void {
    this.following?.unsubscribe();
    this.following = null;
  }

  retryAddresses(): void {
    void this.book.loadAddresses();
  }

  retryCouriers(): void {
    const address = chosenAddress(this.book.current, this.checkout.current);
    if (address) this.askCouriers(shippingQueryOf(address, this.checkout.current.order.items));
  }

  private askCouriers(query: ShippingPriceQuery): void {
    this.couriersAsked = query;
    void this.options.loadShippingOptions(query);
  }

  /** The dropshippers are shown (the shopper sends as one): asked for once. */
  showDropshippers(): void {
    if (this.book.current.dropshippers.status === 'idle') void this.book.loadDropshippers();
  }

  retryDropshippers(): void {
    void this.book.loadDropshippers();
  }

  /** A new address, written on the step, is the one the order goes to once saved. */
  async addAddress(draft: AddressDraft): Promise<SaveOutcome<Address, AddressField>> {
    const outcome = await this.book.addAddress(draft);
    if (outcome.kind === 'saved') this.checkout.chooseAddress(outcome.entry.id);
    return outcome;
  }

  /** A new dropshipper is the one the order is sent as once saved. */
  async addDropshipper(draft: DropshipperDraft): Promise<SaveOutcome<Dropshipper, DropshipperField>> {
    const outcome = await this.book.addDropshipper(draft);
    if (outcome.kind === 'saved') this.checkout.chooseDropship(outcome.entry.id);
    return outcome;
  }
}
