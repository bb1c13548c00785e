import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { type CartOperation, anyOperation, keyAt } from './cart.arbitraries.fixture';
import type { Cart } from './cart';
import { InMemoryCartApi, InMemoryGuestCartStore } from './fakes';
import { ShoppingCart } from './shopping-cart';
import type { ShoppingCartState } from './shopping-cart-state';
import { VirtualClock } from './virtual-time.fixture';

/** The cart operations, plus the commands only the use case has. */
type Command =
  | CartOperation
  | { readonly kind: 'setNote'; readonly note: string }
  | { readonly kind: 'flush' | 'clearAfterOrder' | 'checkStock' };

const anyCommand: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: anyOperation },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('setNote' as const), note: fc.constantFrom('', 'Kirim pagi', 'Lantai 3') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('flush' as const, 'clearAfterOrder' as const, 'checkStock' as const) }) },
);

const run = (cart: ShoppingCart, command: Command): void => {
  const key = 'pick' in command ? keyAt({ lines: cart.current.lines, note: '' }, command.pick) : '';
  switch (command.kind) {
    case 'add':
      cart.add(command.item);
      return;
    case 'buyNow':
      cart.buyNow(command.item);
      return;
    case 'increase':
      cart.increase(key);
      return;
    case 'decrease':
      cart.decrease(key);
      return;
    case 'remove':
      cart.remove(key);
      return;
    case 'select':
      cart.select(key);
      return;
    case 'deselect':
      cart.deselect(key);
      return;
    case 'selectAll':
      cart.selectAll();
      return;
    case 'deselectAll':
      cart.deselectAll();
      return;
    case 'setNote':
      cart.setNote(command.note);
      return;
    case 'flush':
      void cart.flush();
      return;
    case 'clearAfterOrder':
      cart.clearAfterOrder();
      return;
    case 'stockCheckFailed': // the use case meets stock failures through its check
    case 'checkStock':
      void cart.checkStock();
      return;
  }
};

const cartOf = (state: ShoppingCartState): Cart => ({ lines: state.lines, note: state.note });

/** Gaps between commands, below and above the 250 ms debounce. */
const anyGap = fc.oneof(fc.integer({ min: 0, max: 249 }), fc.constantFrom(250, 251), fc.integer({ min: 252, max: 900 }));

describe('ShoppingCart over any sequence of commands', () => {
  it('customer: after the scheduler flushes the server holds the final cart, and no save is sent while another is in flight', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(anyGap, anyCommand), { maxLength: 25 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 3 }),
        async (steps, latency, scarceStock) => {
          const clock = new VirtualClock();
          const api = new InMemoryCartApi(undefined, latency > 0 ? { scheduler: clock.scheduler, ms: latency } : null);
          api.setStock({ variantId: 1 }, scarceStock);
          const auth = new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() }));
          const cart = new ShoppingCart(api, new InMemoryGuestCartStore(), auth, clock.scheduler);
          for (const [gap, command] of steps) {
            await clock.advanceBy(gap);
            run(cart, command);
            expect(api.maxSavesInFlight).toBeLessThanOrEqual(1);
          }
          await clock.runAll();
          expect(api.maxSavesInFlight).toBeLessThanOrEqual(1);
          expect(api.serverCart).toEqual(cartOf(cart.current));
          if (api.saves.length > 0) expect(api.saves.at(-1)).toEqual(cartOf(cart.current));
          expect(cart.current.save).toEqual({ status: 'saved' });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('guest: the stored cart equals the state after every command', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(anyGap, anyCommand), { maxLength: 30 }), async (steps) => {
        const clock = new VirtualClock();
        const api = new InMemoryCartApi();
        const guestStore = new InMemoryGuestCartStore();
        const auth = new AuthStore(new InMemorySessionStore());
        const cart = new ShoppingCart(api, guestStore, auth, clock.scheduler);
        for (const [gap, command] of steps) {
          await clock.advanceBy(gap);
          run(cart, command);
          expect(guestStore.stored ?? { lines: [], note: '' }).toEqual(cartOf(cart.current));
        }
        await clock.runAll();
        expect(api.calls).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
