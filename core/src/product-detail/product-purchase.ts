import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { ComboDeal } from '../catalogue/showcase';
import { addComboText } from '../cart/add-combo';
import { CART_PATH } from '../cart/cart-dropdown';
import type { AddOutcome } from '../cart/cart-outcome';
import type { ShoppingCart } from '../cart/shopping-cart';
import type { Navigation } from '../shared/navigation';
import type { Scheduler } from '../shared/time';
import type { ProductDetail, ProductVariant } from './product-detail';
import { addOutcomeText, buyAvailability, cartItemFor, comboPurchase, quantityStepper } from './purchase';
import { RepeatPressGuard } from './repeat-press';

/** How long "Ditambahkan ✓" stays on the button after an add: long enough to read, short enough to add again. */
export const ADDED_FEEDBACK_MS = 2500;

/** The buy box's two buttons, each an intent of its own. */
export type PurchaseCommand = 'add' | 'buy-now';

/** One press of "Tambah ke Keranjang" or "Beli Sekarang". */
export interface PurchasePress {
  readonly detail: ProductDetail;
  /** The variant chosen; null before the shopper chose one. */
  readonly variant: ProductVariant | null;
  /** The quantity the shopper asked for; the stepper's rules cap it. */
  readonly asked: number;
  /** The browser's click count of the press: 2 or more is a double click; 0 for a key. */
  readonly clicks: number;
}

/** What the buy box says after a press, for the product and variant it was pressed on. */
export interface PurchaseFeedback {
  readonly productId: number;
  readonly variantId: number | null;
  /** What the cart did; null when nothing was asked of it (a variant is still to be chosen). */
  readonly outcome: AddOutcome | null;
  readonly text: string;
}

/** What the last "Beli Kombo" did, beside the deal it was for. */
export interface ComboNote {
  readonly productId: number;
  readonly comboId: number;
  readonly text: string;
}

export interface ProductPurchaseState {
  readonly feedback: PurchaseFeedback | null;
  readonly comboNote: ComboNote | null;
}

const nothingSaid: ProductPurchaseState = { feedback: null, comboNote: null };

/** The buy box's feedback line, and whether its add button says "Ditambahkan ✓". */
export interface PurchaseFeedbackView {
  readonly text: string;
  readonly added: boolean;
}

/** What the buy box of this product and variant shows: nothing of another product's or variant's press. */
export const purchaseFeedbackView = (state: ProductPurchaseState, productId: number, variantId: number | null): PurchaseFeedbackView => {
  const { feedback } = state;
  if (!feedback || feedback.productId !== productId || feedback.variantId !== variantId) return { text: '', added: false };
  return { text: feedback.text, added: feedback.outcome?.kind === 'added' };
};

/** The "Beli Kombo" note of this product's page, if its last combo was bought here. */
export const comboNoteOn = (state: ProductPurchaseState, productId: number): ComboNote | null =>
  state.comboNote?.productId === productId ? state.comboNote : null;

/**
 * Buying from a product or bundle page (document 1 §4): "Tambah ke Keranjang"
 * adds the chosen variant and says so at once ("Ditambahkan ✓" for
 * {@link ADDED_FEEDBACK_MS}); "Beli Sekarang" deselects the cart's other lines,
 * adds, and goes to the cart, unless the stock refuses; "Beli Kombo" adds a
 * Kombo Hemat deal whole. A repeated press of the same button (a double
 * click) is one intent: it adds nothing more.
 */
export class ProductPurchase {
  private readonly state = new BehaviorSubject<ProductPurchaseState>(nothingSaid);
  readonly state$: Observable<ProductPurchaseState> = this.state.asObservable();
  private readonly presses: RepeatPressGuard<PurchaseCommand>;
  private addedShown: Subscription | null = null;

  constructor(
    private readonly cart: Pick<ShoppingCart, 'add' | 'buyNow' | 'addCombo'>,
    private readonly navigation: Navigation,
    private readonly scheduler: Scheduler,
  ) {
    this.presses = new RepeatPressGuard(scheduler);
  }

  get current(): ProductPurchaseState {
    return this.state.getValue();
  }

  /** "Tambah ke Keranjang". */
  add(press: PurchasePress): void {
    this.press('add', press);
  }

  /** "Beli Sekarang": on to the cart with this item alone selected. */
  buyNow(press: PurchasePress): void {
    this.press('buy-now', press);
  }

  /** "Beli Kombo": the product's deal variant and the partner at the combo price, or neither. */
  buyCombo(detail: ProductDetail, variant: ProductVariant | null, deal: ComboDeal): void {
    const purchase = comboPurchase(detail, variant, deal);
    if (!purchase) return;
    const outcome = this.cart.addCombo(purchase.product, purchase.partner);
    this.patch({ comboNote: { productId: detail.id, comboId: deal.id, text: addComboText(outcome) } });
  }

  /** The page shows this product and variant: what was said about another one is no longer true of it. */
  show(productId: number, variantId: number | null): void {
    const { feedback, comboNote } = this.current;
    if (feedback && (feedback.productId !== productId || feedback.variantId !== variantId)) this.say(null);
    if (comboNote && comboNote.productId !== productId) this.patch({ comboNote: null });
  }

  /** The shopper left the page: the next visit starts afresh. */
  leave(): void {
    this.presses.forget();
    this.say(null);
    this.patch({ comboNote: null });
  }

  private press(command: PurchaseCommand, { detail, variant, asked, clicks }: PurchasePress): void {
    if (this.presses.isRepeat(command, clicks)) return;
    const availability = buyAvailability(detail, variant);
    if (availability.kind === 'choose') {
      this.say({ productId: detail.id, variantId: variant?.id ?? null, outcome: null, text: availability.message });
      return;
    }
    if (availability.kind !== 'buyable' || !variant) return;
    const item = cartItemFor(detail, variant, quantityStepper(detail, variant, asked).quantity);
    const outcome = command === 'add' ? this.cart.add(item) : this.cart.buyNow(item);
    this.say({ productId: detail.id, variantId: variant.id, outcome, text: addOutcomeText(outcome) });
    if (command === 'buy-now' && outcome.kind !== 'refused-out-of-stock') this.navigation.go(CART_PATH);
  }

  /** Replaces the feedback; an add's "Ditambahkan ✓" clears itself unless something else is said first. */
  private say(feedback: PurchaseFeedback | null): void {
    this.addedShown?.unsubscribe();
    this.addedShown = null;
    this.patch({ feedback });
    if (feedback?.outcome?.kind === 'added') {
      this.addedShown = this.scheduler.schedule(() => {
        this.addedShown = null;
        this.patch({ feedback: null });
      }, ADDED_FEEDBACK_MS);
    }
  }

  private patch(patch: Partial<ProductPurchaseState>): void {
    const next = { ...this.current, ...patch };
    if (next.feedback !== this.current.feedback || next.comboNote !== this.current.comboNote) this.state.next(next);
  }
}
