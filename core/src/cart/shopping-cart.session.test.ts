import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { InMemoryAuthApi } from '../session/fakes';
import { Session } from '../session/session';
import { InMemorySessionStore } from '../session/session-store.port';
import type { StoreFailure } from '../shared/failure';
import { RecordingNavigation } from '../shared/navigation';
import type { Cart } from './cart';
import { InMemoryCartApi, InMemoryGuestCartStore, aCartLine, anItemToAdd } from './fakes';
import { ShoppingCart } from './shopping-cart';
import { VirtualClock, settle } from './virtual-time.fixture';

describe('ShoppingCart as a participant of the Session', () => {
  it('a guest\'s cart survives login (merged, saved, guest store cleared) and is emptied at logout', async () => {
    const clock = new VirtualClock();
    const auth = new AuthStore(new InMemorySessionStore());
    const server: Cart = { lines: [aCartLine({ variantId: 50, quantity: 2 })], note: '' };
    const cartApi = new InMemoryCartApi(server);
    const guestStore = new InMemoryGuestCartStore();
    const cart = new ShoppingCart(cartApi, guestStore, auth, clock.scheduler);
    const session = new Session(auth, new InMemoryAuthApi(), new RecordingNavigation(), { afterLogin: [cart], clearedOnLogout: [cart] }, new Subject<StoreFailure>());

    cart.add(anItemToAdd({ variantId: 1, quantity: 2 }));
    expect(guestStore.stored?.lines).toHaveLength(1);

    await session.login({ email: 'pembeli@more.test', password: 'Rahasia123' });
    expect(cart.current.lines.map((line) => [line.variantId, line.quantity])).toEqual([[50, 2], [1, 2]]);
    expect(cartApi.serverCart.lines).toHaveLength(2);
    expect(guestStore.stored).toBeNull();

    await session.logout();
    await settle();
    expect(cart.current.lines).toEqual([]);
    expect(cartApi.serverCart.lines).toHaveLength(2);
  });
});

describe('ShoppingCart before its merge (a page rendered for the account alone lacks the guest\'s lines)', () => {
  it('holds unmerged lines from the guest\'s add until the merge has saved them, and settles once the server\'s cart came', async () => {
    const clock = new VirtualClock();
    const auth = new AuthStore(new InMemorySessionStore());
    const cartApi = new InMemoryCartApi({ lines: [aCartLine({ variantId: 50, quantity: 2 })], note: '' });
    const guestStore = new InMemoryGuestCartStore();
    const cart = new ShoppingCart(cartApi, guestStore, auth, clock.scheduler);
    const session = new Session(auth, new InMemoryAuthApi(), new RecordingNavigation(), { afterLogin: [cart], clearedOnLogout: [cart] }, new Subject<StoreFailure>());
    expect(cart.holdsUnmergedLines()).toBe(false);
    cart.add(anItemToAdd({ variantId: 1, quantity: 2 }));
    expect(cart.holdsUnmergedLines()).toBe(true);
    await session.login({ email: 'pembeli@more.test', password: 'Rahasia123' });
    await cart.settled();
    expect(cart.current.serverCart.status).toBe('loaded');
    expect(cart.holdsUnmergedLines()).toBe(false);
  });
});
