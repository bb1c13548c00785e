import { filter, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { InMemoryPromotionsApi } from './fakes';
import { aRedeemableProduct, aRedeemableVoucher } from './reward.fixture';
import { RewardShelf, type RewardShelfState } from './reward-shelf';

const loggedIn = () => new AuthStore(new InMemorySessionStore({ token: 'tok', user: aUser() }));
const guest = () => new AuthStore(new InMemorySessionStore());

const settled = (shelf: RewardShelf): Promise<RewardShelfState> =>
  firstValueFrom(shelf.state$.pipe(filter((s) => s.status === 'ready' || s.status === 'failed' || s.status === 'guest')));

describe('rewards for points (GET more/promotion/reedem)', () => {
  it('a guest sees "guest" and nothing is asked: more/ calls "need a logged-in user" (document 2 §6)', async () => {
    const api = new InMemoryPromotionsApi({ rewards: [aRedeemableVoucher()] });
    const shelf = new RewardShelf(api, guest());
    shelf.ensureLoaded();
    shelf.load();
    expect((await settled(shelf)).status).toBe('guest');
    expect(shelf.current).toEqual({ status: 'guest' });
    expect(api.calls).toEqual([]);
  });

  it('a customer sees the rewards as cards, asked once', async () => {
    const api = new InMemoryPromotionsApi({ rewards: [aRedeemableVoucher(), aRedeemableProduct()] });
    const shelf = new RewardShelf(api, loggedIn());
    const seen: string[] = [];
    shelf.state$.subscribe((s) => seen.push(s.status));
    shelf.ensureLoaded();
    const state = await settled(shelf);
    shelf.ensureLoaded();
    expect(state.status === 'ready' && state.value.map((card) => card.points)).toEqual(['2.500 Poin', '12.000 Poin']);
    expect(seen).toEqual(['idle', 'loading', 'ready']);
    expect(shelf.current).toEqual(state);
    expect(api.calls).toEqual(['GET more/promotion/reedem']);
  });

  it('reports a failure, and asks again on the retry', async () => {
    const api = new InMemoryPromotionsApi({ rewards: [aRedeemableVoucher()] });
    api.loggedIn = false;
    const shelf = new RewardShelf(api, loggedIn());
    shelf.ensureLoaded();
    const state = await settled(shelf);
    expect(state.status === 'failed' && state.failure.kind).toBe('unauthorized');
    expect(state.status === 'failed' && state.failure.call).toBe('GET more/promotion/reedem');
    api.loggedIn = true;
    shelf.ensureLoaded();
    expect((await settled(shelf)).status).toBe('ready');
  });

  it('forgets the rewards at logout, and shows the next customer their own', async () => {
    const auth = loggedIn();
    const api = new InMemoryPromotionsApi({ rewards: [aRedeemableVoucher()] });
    const shelf = new RewardShelf(api, auth);
    shelf.ensureLoaded();
    await settled(shelf);
    auth.clearToken();
    expect((await settled(shelf)).status).toBe('guest');
    api.lists = { ...api.lists, rewards: [aRedeemableProduct()] };
    auth.signIn('tok2', aUser());
    const seen: string[] = [];
    shelf.state$.subscribe((s) => seen.push(s.status));
    expect(seen).toEqual(['idle']);
    shelf.ensureLoaded();
    const state = await settled(shelf);
    expect(state.status === 'ready' && state.value.map((card) => card.kindLabel)).toEqual(['Produk']);
  });

  it('says now what state$ last said, for a guest, a customer and after logout', async () => {
    const auth = loggedIn();
    const shelf = new RewardShelf(new InMemoryPromotionsApi({ rewards: [aRedeemableVoucher()] }), auth);
    const last = () => {
      let state: RewardShelfState | undefined;
      shelf.state$.subscribe((s) => (state = s)).unsubscribe();
      return state;
    };
    expect(shelf.current).toEqual(last());
    shelf.ensureLoaded();
    expect(shelf.current.status).toBe('loading');
    await settled(shelf);
    expect(shelf.current).toEqual(last());
    expect(shelf.current.status).toBe('ready');
    auth.clearToken();
    expect(shelf.current).toEqual({ status: 'guest' });
    expect(last()).toEqual({ status: 'guest' });
  });
});

describe('RewardShelf.settled', () => {
  it('resolves once the rewards asked for have come, and at once when none were asked for', async () => {
    const shelf = new RewardShelf(new InMemoryPromotionsApi({ rewards: [aRedeemableVoucher()] }), loggedIn());
    await shelf.settled();
    expect(shelf.current.status).toBe('idle');
    shelf.ensureLoaded();
    await shelf.settled();
    expect(shelf.current).toMatchObject({ status: 'ready', value: [expect.anything()] });
  });
});
