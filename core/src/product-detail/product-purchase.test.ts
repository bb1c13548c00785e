import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aComboDeal } from '../catalogue/catalogue.fixture';
import { emptyCart } from '../cart/cart';
import { CART_PATH } from '../cart/cart-dropdown';
import type { AddOutcome } from '../cart/cart-outcome';
import { InMemoryCartApi, InMemoryGuestCartStore, aCartLine } from '../cart/fakes';
import { ShoppingCart } from '../cart/shopping-cart';
import { AuthStore } from '../session/auth-store';
import { InMemorySessionStore } from '../session/session-store.port';
import { RecordingNavigation } from '../shared/navigation';
import { aProductDetail, aProductVariant } from './product-detail.fixture';
import { ADDED_FEEDBACK_MS, type PurchasePress, ProductPurchase, comboNoteOn, purchaseFeedbackView } from './product-purchase';
import { CHOOSE_VARIANT_MESSAGE } from './purchase';
import { REPEAT_PRESS_MS } from './repeat-press';

const oak = aProductVariant({ id: 2, name: '', color: 'Natural Oak', stock: 5 });
const black = aProductVariant({ id: 3, name: '', color: 'Hitam', stock: 0 });
const bed = aProductDetail({ id: 1, name: 'Ranjang Sagara', variants: [oak, black] });

const setup = () => {
  const clock = new VirtualTimeScheduler();
  clock.frame = 1_000_000;
  const kept = { ...emptyCart, lines: [aCartLine({ variantId: 9, quantity: 1, selected: true })] };
  const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore(kept), new AuthStore(new InMemorySessionStore(null)), clock);
  const navigation = new RecordingNavigation();
  const purchase = new ProductPurchase(cart, navigation, clock);
  /** Moves the virtual clock on, running what falls due. */
  const wait = (ms: number) => {
    clock.maxFrames = clock.frame + ms;
    clock.flush();
    clock.frame = clock.maxFrames;
  };
  const linesOf = () => cart.current.lines.map((line) => [line.variantId, line.quantity, line.selected]);
  return { clock, cart, navigation, purchase, wait, linesOf };
};

const press = (overrides: Partial<PurchasePress> = {}): PurchasePress => ({ detail: bed, variant: oak, asked: 1, clicks: 1, ...overrides });

describe('"Tambah ke Keranjang" on a product page', () => {
  it('adds the chosen variant and answers at once; "Ditambahkan ✓" clears itself after 2.5 s', () => {
    const { purchase, wait, linesOf } = setup();
    purchase.add(press({ asked: 2 }));
    expect(linesOf()).toEqual([
      [9, 1, true],
      [2, 2, true],
    ]);
    expect(purchaseFeedbackView(purchase.current, 1, 2)).toEqual({ text: 'Produk ditambahkan ke keranjang', added: true });
    wait(ADDED_FEEDBACK_MS - 1);
    expect(purchaseFeedbackView(purchase.current, 1, 2).added).toBe(true);
    wait(1);
    expect(purchaseFeedbackView(purchase.current, 1, 2)).toEqual({ text: '', added: false });
  });

  it('caps the quantity by the stepper\'s rules and says when the cart holds less than asked', () => {
    const { purchase, wait, linesOf } = setup();
    purchase.add(press({ asked: 50 }));
    expect(linesOf().at(-1)).toEqual([2, 5, true]);
    wait(REPEAT_PRESS_MS);
    purchase.add(press());
    expect(purchaseFeedbackView(purchase.current, 1, 2)).toEqual({ text: 'Jumlah di keranjang disesuaikan dengan stok: 5', added: false });
    // Only an add's "Ditambahkan ✓" clears itself: the stock's word stays.
    wait(ADDED_FEEDBACK_MS * 2);
    expect(purchaseFeedbackView(purchase.current, 1, 2).text).toBe('Jumlah di keranjang disesuaikan dengan stok: 5');
  });

  it('a double click, or a press again within the guard, adds once; a press after a pause adds again', () => {
    const { purchase, wait, cart } = setup();
    purchase.add(press());
    purchase.add(press({ clicks: 2 }));
    wait(REPEAT_PRESS_MS - 1);
    purchase.add(press());
    expect(cart.current.totals.allUnits).toBe(2);
    wait(REPEAT_PRESS_MS);
    purchase.add(press());
    expect(cart.current.totals.allUnits).toBe(3);
  });

  it('a later add keeps "Ditambahkan ✓" its full 2.5 s', () => {
    const { purchase, wait } = setup();
    purchase.add(press());
    wait(2_000);
    purchase.add(press());
    wait(ADDED_FEEDBACK_MS - 1);
    expect(purchaseFeedbackView(purchase.current, 1, 2).added).toBe(true);
    wait(1);
    expect(purchaseFeedbackView(purchase.current, 1, 2).added).toBe(false);
  });

  it('asks for a variant first, and adds nothing of a sold-out one', () => {
    const { purchase, wait, cart } = setup();
    purchase.add(press({ variant: null }));
    expect(purchaseFeedbackView(purchase.current, 1, null)).toEqual({ text: CHOOSE_VARIANT_MESSAGE, added: false });
    wait(REPEAT_PRESS_MS);
    purchase.add(press({ variant: black }));
    expect(cart.current.totals.allUnits).toBe(1);
  });
});

describe('"Beli Sekarang" on a product page (document 1 §4)', () => {
  it('deselects the other lines, adds, and goes to the cart', () => {
    const { purchase, navigation, linesOf } = setup();
    purchase.buyNow(press({ asked: 2 }));
    expect(linesOf()).toEqual([
      [9, 1, false],
      [2, 2, true],
    ]);
    expect(navigation.visits).toEqual([{ path: CART_PATH, replace: false }]);
  });

  it('is an intent of its own: right after "Tambah ke Keranjang" it still buys; twice at once it goes once', () => {
    const { purchase, navigation, cart } = setup();
    purchase.add(press());
    purchase.buyNow(press());
    purchase.buyNow(press({ clicks: 2 }));
    expect(cart.current.totals.allUnits).toBe(3);
    expect(navigation.visits).toHaveLength(1);
  });

  it('stays on the page, saying "Stok Habis", when the cart refuses the item', () => {
    const refused: AddOutcome = { kind: 'refused-out-of-stock', key: '2:-' };
    const cart = { add: () => refused, buyNow: () => refused, addCombo: () => ({ kind: 'combo-refused', product: refused, partner: refused }) as const };
    const navigation = new RecordingNavigation();
    const purchase = new ProductPurchase(cart, navigation, new VirtualTimeScheduler());
    purchase.buyNow(press());
    expect(navigation.visits).toEqual([]);
    expect(purchaseFeedbackView(purchase.current, 1, 2)).toEqual({ text: 'Stok Habis', added: false });
  });

  it('asks for a variant first and goes nowhere', () => {
    const { purchase, navigation } = setup();
    purchase.buyNow(press({ variant: null }));
    expect(navigation.visits).toEqual([]);
    expect(purchaseFeedbackView(purchase.current, 1, null).text).toBe(CHOOSE_VARIANT_MESSAGE);
  });
});

describe('"Beli Kombo" on a product page', () => {
  const deal = aComboDeal({ id: 31, variantId: 2, partnerVariantId: 902, comboPrice: 450_000 });

  it('adds the deal whole and says so beside it', () => {
    const { purchase, cart } = setup();
    purchase.buyCombo(bed, null, deal);
    expect(cart.current.lines.map((line) => [line.variantId, line.comboId])).toEqual([
      [9, null],
      [2, null],
      [902, 31],
    ]);
    expect(comboNoteOn(purchase.current, 1)).toEqual({ productId: 1, comboId: 31, text: 'Kombo ditambahkan ke keranjang' });
    expect(comboNoteOn(purchase.current, 7)).toBeNull();
  });

  it('does nothing for a deal whose variant the product no longer has', () => {
    const { purchase, cart } = setup();
    purchase.buyCombo(bed, null, { ...deal, variantId: 99 });
    expect(cart.current.lines).toHaveLength(1);
    expect(purchase.current.comboNote).toBeNull();
  });
});

describe('what the buy box says, as the shopper moves on', () => {
  it('shows no other product\'s or variant\'s feedback, and forgets it when another is shown', () => {
    const { purchase } = setup();
    purchase.add(press({ variant: null }));
    purchase.buyCombo(bed, oak, aComboDeal({ id: 31, variantId: 2 }));
    expect(purchaseFeedbackView(purchase.current, 1, 2).text).toBe('');
    purchase.show(1, null);
    expect(purchase.current.feedback).not.toBeNull();
    purchase.show(1, 2);
    expect(purchase.current.feedback).toBeNull();
    // The combo's note belongs to the product's page, whatever the variant.
    expect(comboNoteOn(purchase.current, 1)?.comboId).toBe(31);
    purchase.show(8, null);
    expect(purchase.current.comboNote).toBeNull();
  });

  it('starts afresh after the shopper leaves: nothing said, no press remembered, no timer left', () => {
    const { purchase, clock, cart } = setup();
    purchase.add(press());
    purchase.leave();
    expect(purchase.current).toEqual({ feedback: null, comboNote: null });
    expect(clock.actions).toHaveLength(0);
    purchase.add(press());
    expect(cart.current.totals.allUnits).toBe(3);
  });
});
