import { type Observable, combineLatest, map } from 'rxjs';
import { type Address, addressLine } from '../address-book/address';
import type { Dropshipper } from '../address-book/dropshipper';
import type { CartLine } from '../cart/cart-line';
import type { ShoppingCart } from '../cart/shopping-cart';
import type { ProductImage } from '../catalogue/product';
import { formatRupiah } from '../money/rupiah';
import { type Loadable, ready } from '../shared/loadable';
import type { Checkout } from './checkout';
import type { CheckoutAddressBook, CheckoutAddressBookState } from './checkout-address-book';
import { checkoutLinesOf } from './checkout-items';
import type { CheckoutOptions, CheckoutOptionsState } from './checkout-options';
import type { CheckoutOrder } from './checkout-order';
import type { CheckoutState } from './checkout-state';
import { shippingPriceText } from './checkout-texts';

export interface ReviewAddress {
  readonly label: string;
  readonly recipientName: string;
  readonly phone: string;
  /** The whole address on one line (addressLine). */
  readonly line: string;
}

export interface ReviewShipping {
  /** "JNE REG". */
  readonly title: string;
  /** "Rp150.000", or "Gratis". */
  readonly priceText: string;
  /** "Estimasi 3-5 hari", when the courier gives one. */
  readonly estimateText: string | null;
}

export interface ReviewPayment {
  readonly name: string;
  readonly imageUrl: string | null;
  /** "Cicilan 6 bulan" for an instalment, else null. */
  readonly tenorText: string | null;
}

export interface ReviewLine {
  readonly key: string;
  readonly name: string;
  /** The variant (name_short) when it says more than the name, as the cart shows it. */
  readonly variant: string | null;
  readonly image: ProductImage | null;
  readonly quantity: number;
  /** "2 × Rp1.750.000"; the unit price is unknown ("-") for an item the cart no longer holds. */
  readonly quantityText: string;
  /** Empty when the price is unknown: the summary's total still counts it. */
  readonly subtotalText: string;
}

/**
 * What the review step shows the shopper to confirm, besides the totals:
 * where the order goes, how, in whose name, how it is paid, and what is in
 * it. `address` and `payment` are null when nothing (or nothing the book or
 * the list still holds) was chosen; `dropshipper` is null when the order goes
 * in the shopper's own name.
 */
export interface ReviewFacts {
  readonly address: Loadable<ReviewAddress | null>;
  readonly shipping: ReviewShipping | null;
  readonly payment: Loadable<ReviewPayment | null>;
  readonly dropshipper: Loadable<Dropshipper | null> | null;
  readonly lines: readonly ReviewLine[];
}

/** A loadable list's entry with the given id: ready(null) when the list no longer has it. */
const chosenIn = <T, R>(list: Loadable<readonly T[]>, pick: (entries: readonly T[]) => T | undefined, show: (entry: T) => R): Loadable<R | null> => {
  if (list.status !== 'ready') return list;
  const found = pick(list.value);
  return ready(found === undefined ? null : show(found));
};

const addressOf = (address: Address): ReviewAddress => ({
  label: address.label,
  recipientName: address.recipientName,
  phone: address.phone,
  line: addressLine(address),
});

/**
 * The product's name and its variant apart: name_long is often name_short
 * with the variant after it ("Rak Dinding Ambalan - Putih"), and repeating the
 * name under itself tells the shopper nothing; otherwise name_short, when it
 * differs, is the variant as the cart shows it.
 */
export const namesOf = (line: Pick<CartLine, 'nameLong' | 'nameShort'>): { readonly name: string; readonly variant: string | null } => {
  const short = line.nameShort.trim();
  if (short && line.nameLong.startsWith(short)) {
    const rest = line.nameLong.slice(short.length).replace(/^[\s\-–,:]+/, '').trim();
    return rest ? { name: short, variant: rest } : { name: line.nameLong, variant: null };
  }
  return { name: line.nameLong, variant: short && short !== line.nameLong ? short : null };
};

export const reviewLinesOf = (order: Pick<CheckoutOrder, 'items'>, cartLines: readonly CartLine[]): ReviewLine[] =>
  checkoutLinesOf(order.items, cartLines).map(({ item, line, subtotal }) => {
    const { name, variant } = line ? namesOf(line) : { name: `Produk #${item.variantId}`, variant: null };
    return {
      key: `${item.variantId}:${item.comboId ?? '-'}`,
      name,
      variant,
      image: line?.image ?? null,
      quantity: item.quantity,
      quantityText: `${item.quantity} × ${line ? formatRupiah(line.unitPrice) : '-'}`,
      subtotalText: subtotal === null ? '' : formatRupiah(subtotal),
    };
  });

export const reviewFactsOf = (order: CheckoutOrder, book: CheckoutAddressBookState, options: Pick<CheckoutOptionsState, 'paymentMethods'>, cartLines: readonly CartLine[]): ReviewFacts => {
  const { addressId, option } = order.shipping;
  const payment = order.payment;
  const dropship = order.dropship;
  return {
    address: addressId === null ? ready(null) : chosenIn(book.addresses, (all) => all.find((each) => each.id === addressId), addressOf),
    shipping: option && {
      title: `${option.courier} ${option.service}`,
      priceText: shippingPriceText(option.price),
      estimateText: option.estimate ? `Estimasi ${option.estimate}` : null,
    },
    payment:
      payment === null
        ? ready(null)
        : chosenIn(
            options.paymentMethods,
            (all) => all.find((each) => each.code === payment.methodCode),
            (method) => ({ name: method.name, imageUrl: method.imageUrl, tenorText: payment.instalment && payment.tenor !== null ? `Cicilan ${payment.tenor} bulan` : null }),
          ),
    dropshipper: dropship === null ? null : chosenIn(book.dropshippers, (all) => all.find((each) => each.id === dropship.dropshipperId), (found) => found),
    lines: reviewLinesOf(order, cartLines),
  };
};

const needsLoading = (list: Loadable<unknown>): boolean => list.status === 'idle' || list.status === 'failed';

/**
 * The review step's facts. A reload of /checkout/review keeps the order (its
 * draft) but not the lists it names: opening the step asks for the address
 * book, the payment methods and, with a dropshipper chosen, the dropshippers,
 * unless they are here or on their way.
 */
export class CheckoutReview {
  readonly state$: Observable<ReviewFacts>;

  constructor(
    private readonly checkout: Pick<Checkout, 'state$' | 'current'>,
    private readonly book: Pick<CheckoutAddressBook, 'state$' | 'current' | 'loadAddresses' | 'loadDropshippers'>,
    private readonly options: Pick<CheckoutOptions, 'state$' | 'current' | 'loadPaymentMethods'>,
    private readonly cart: Pick<ShoppingCart, 'state$' | 'current'>,
  ) {
    this.state$ = combineLatest([checkout.state$, book.state$, options.state$, cart.state$]).pipe(
      map(([state, books, lists, lines]) => reviewFactsOf(state.order, books, lists, lines.lines)),
    );
  }

  get current(): ReviewFacts {
    return reviewFactsOf(this.checkout.current.order, this.book.current, this.options.current, this.cart.current.lines);
  }

  /** The step is shown. */
  open(): void {
    const state: CheckoutState = this.checkout.current;
    if (state.order.shipping.addressId !== null && needsLoading(this.book.current.addresses)) void this.book.loadAddresses();
    if (state.order.dropship !== null && needsLoading(this.book.current.dropshippers)) void this.book.loadDropshippers();
    if (state.order.payment !== null && needsLoading(this.options.current.paymentMethods)) void this.options.loadPaymentMethods();
  }

  /** "Coba Lagi" of the address. */
  retryAddress(): void {
    void this.book.loadAddresses();
  }

  retryPayment(): void {
    void this.options.loadPaymentMethods();
  }

  retryDropshipper(): void {
    void this.book.loadDropshippers();
  }
}
