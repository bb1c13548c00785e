import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import type { CartApi } from '../cart/cart-api.port';
import { InMemoryCartApi, InMemoryGuestCartStore, aCartLine } from '../cart/fakes';
import { ShoppingCart } from '../cart/shopping-cart';
import { VirtualClock, settle } from '../cart/virtual-time.fixture';
import { RecordingNavigation } from '../shared/navigation';
import { BuyAgain, STOCK_UNAVAILABLE_DIALOG } from './buy-again';
import { anOrderItem } from './fakes';

const setup = () => {
  const clock = new VirtualClock();
  const api = new InMemoryCartApi({ lines: [aCartLine({ variantId: 9 })], note: '' });
  const auth = new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() }));
  const cart = new ShoppingCart(api, new InMemoryGuestCartStore(), auth, clock.scheduler);
  const navigation = new RecordingNavigation();
  const buyAgain = new BuyAgain(api, cart, navigation);
  return { clock, api, cart, navigation, buyAgain };
};

const chairs = anOrderItem({ variantId: 201, quantity: 2 });
const comboTable = anOrderItem({ variantId: 301, quantity: 1, comboId: 12, combo: { price: 4_000_000, allowsMultiple: true }, nameLong: 'Meja Makan Kombo' });
const bundle = anOrderItem({ variantId: 401, quantity: 1, bundle: [{ variantId: 402, name: 'Kursi', quantityPerBundle: 4 }] });
const MULTIPLE_CHECK = 'POST more/transaction/cart/multiple-check-stock';

describe('buy again (document 1 §4: "re-adds the items of an order, including combos, and checks stock")', () => {
  it('checks every item with one multiple-check-stock call, then adds them all, combos included', async () => {
    const { api, cart, navigation, buyAgain } = setup();
    await settle();
    api.setStock({ variantId: 201 }, 7);
    const outcome = await buyAgain.buyAgain([chairs, comboTable, bundle]);
    expect(api.calls.filter((call) => call === MULTIPLE_CHECK)).toHaveLength(1);
    expect(outcome).toEqual({
      kind: 'added',
      added: [
        { kind: 'added', key: 'buy:201:-', quantity: 2 },
        { kind: 'added', key: 'buy:301:12', quantity: 1 },
        { kind: 'added', key: 'buy:401:-', quantity: 1 },
      ],
    });
    const lines = cart.current.lines;
    expect(lines.map((line) => [line.variantId, line.comboId, line.quantity])).toEqual([[9, null, 1], [201, null, 2], [301, 12, 1], [401, null, 1]]);
    expect(lines[1]).toMatchObject({ validStock: 7, selected: true, flashSale: null, freeGift: null, preOrder: null, isRedeem: false });
    expect(lines[2]?.combo).toEqual({ price: 4_000_000, allowsMultiple: true });
    expect(lines[3]?.bundle).toEqual([{ variantId: 402, name: 'Kursi', quantityPerBundle: 4, quantity: 4 }]);
    // All in: on to the cart, with nothing left to dismiss.
    expect(navigation.visits).toEqual([{ path: '/cart', replace: false }]);
    expect(buyAgain.current).toEqual({ busy: false, outcome: null });
  });

  it('"If any line fails, it shows the stock dialog and adds none" (document 2 §8)', async () => {
    const { api, cart, navigation, buyAgain, clock } = setup();
    await settle();
    api.setStock({ variantId: 301, comboId: 12 }, 0);
    const before = cart.current.lines;
    const outcome = await buyAgain.buyAgain([chairs, comboTable]);
    expect(outcome).toEqual({
      kind: 'stock-unavailable',
      title: 'Stok Tidak Tersedia',
      message: 'Maaf, beberapa item tidak memiliki stok yang cukup',
      button: 'OK',
    });
    expect(STOCK_UNAVAILABLE_DIALOG).toEqual({ title: 'Stok Tidak Tersedia', message: 'Maaf, beberapa item tidak memiliki stok yang cukup', button: 'OK' });
    expect(cart.current.lines).toBe(before);
    expect(navigation.visits).toEqual([]);
    await clock.advanceTo(1000);
    expect(api.saves).toEqual([]);
  });

  it('counts an item as failed when its stock is below the quantity ordered, or the answer leaves it out', async () => {
    const answers = [
      [{ variantId: 201, comboId: null, validStock: 1, stockAvailable: 1, sufficient: true }],
      [],
    ];
    for (const answer of answers) {
      const added: unknown[] = [];
      const api: Pick<CartApi, 'checkStockOfItems'> = { checkStockOfItems: () => Promise.resolve(answer) };
      const buyAgain = new BuyAgain(api, { add: (item) => (added.push(item), { kind: 'added', key: '', quantity: 1 }) }, new RecordingNavigation());
      expect((await buyAgain.buyAgain([chairs])).kind).toBe('stock-unavailable');
      expect(added).toEqual([]);
    }
  });

  it('a failed check call is its own outcome, and nothing is added', async () => {
    const { api, cart, buyAgain } = setup();
    await settle();
    api.failNext(1, 'network', MULTIPLE_CHECK);
    const outcome = await buyAgain.buyAgain([chairs]);
    expect(outcome).toMatchObject({ kind: 'check-failed', failure: { kind: 'network', call: MULTIPLE_CHECK } });
    expect(cart.current.lines).toHaveLength(1);
  });

  it('shows busy while checking, then the outcome until the dialog is dismissed', async () => {
    const { api, buyAgain, clock } = setup();
    await settle();
    api.setStock({ variantId: 201 }, 0);
    const seen: unknown[] = [];
    buyAgain.state$.subscribe((state) => seen.push(state));
    const pressed = buyAgain.buyAgain([chairs]);
    expect(buyAgain.current).toEqual({ busy: true, outcome: null });
    await pressed;
    expect(buyAgain.current.outcome?.kind).toBe('stock-unavailable');
    buyAgain.dismiss();
    expect(buyAgain.current).toEqual({ busy: false, outcome: null });
    await clock.runAll();
    expect(seen).toEqual([
      { busy: false, outcome: null },
      { busy: true, outcome: null },
      { busy: false, outcome: { kind: 'stock-unavailable', ...STOCK_UNAVAILABLE_DIALOG } },
      { busy: false, outcome: null },
    ]);
  });

  it('a second press while the first is checking makes no second call', async () => {
    const { api, buyAgain, cart } = setup();
    await settle();
    const [first, second] = [buyAgain.buyAgain([chairs]), buyAgain.buyAgain([chairs])];
    expect(await second).toEqual(await first);
    expect(api.calls.filter((call) => call === MULTIPLE_CHECK)).toHaveLength(1);
    expect(cart.current.lines.find((line) => line.variantId === 201)?.quantity).toBe(2);
    await buyAgain.buyAgain([chairs]);
    expect(api.calls.filter((call) => call === MULTIPLE_CHECK)).toHaveLength(2);
  });

  it('an order without items adds nothing and calls nothing', async () => {
    const { api, buyAgain } = setup();
    await settle();
    expect(await buyAgain.buyAgain([])).toEqual({ kind: 'added', added: [] });
    expect(api.calls).not.toContain(MULTIPLE_CHECK);
  });
});
