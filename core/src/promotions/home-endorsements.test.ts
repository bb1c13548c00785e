import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { BUNDLED_ENDORSEMENTS } from './bundled-endorsements';
import type { Endorsement } from './endorsement';
import { InMemoryPromotionsApi } from './fakes';
import { HomeEndorsements, toEndorsementCard } from './home-endorsements';

const guest = () => new AuthStore(new InMemorySessionStore());
const customer = () => new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() }));
const cardsOf = (endorsements: HomeEndorsements) => {
  const state = endorsements.current;
  return state.status === 'ready' ? state.value : [];
};

describe('bundled endorsements (document 2 §3: "static bundled data, 8 entries ... order_data 1 to 8, status 1")', () => {
  it('are 8, with order_data 1-8 once each, status 1 and product links /product/{slug}', () => {
    expect(BUNDLED_ENDORSEMENTS).toHaveLength(8);
    expect(BUNDLED_ENDORSEMENTS.map((e) => e.order).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(BUNDLED_ENDORSEMENTS.every((e) => e.status === 1 && /^\/product\/[a-z0-9-]+$/.test(e.productPath))).toBe(true);
  });
});

describe('HomeEndorsements', () => {
  it('shows everyone the bundled cards at once, in order_data order (public: the server renders them)', () => {
    const endorsements = new HomeEndorsements(new InMemoryPromotionsApi(), guest());
    const cards = cardsOf(endorsements);
    const orderOf = new Map(BUNDLED_ENDORSEMENTS.map((e) => [e.id, e.order]));
    expect(cards.map((card) => orderOf.get(card.id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('never calls the more/ endpoint for a guest', async () => {
    const api = new InMemoryPromotionsApi();
    await new HomeEndorsements(api, guest()).refreshForCustomer();
    expect(api.calls).toEqual([]);
  });

  it("replaces them with the customer's copy after hydration, once, still in order_data order", async () => {
    const mine = [3, 1, 2].map((order, index) => ({ ...BUNDLED_ENDORSEMENTS[0]!, id: 100 + index, order }));
    const api = new InMemoryPromotionsApi({ endorsements: mine });
    const endorsements = new HomeEndorsements(api, customer());
    await endorsements.refreshForCustomer();
    await endorsements.refreshForCustomer();
    expect(cardsOf(endorsements).map((card) => card.id)).toEqual([101, 102, 100]);
    expect(api.calls).toEqual(['GET more/promotion/endorsement']);
  });

  it('keeps the bundled cards when the call fails or answers nothing', async () => {
    const failing = new InMemoryPromotionsApi();
    failing.endorsements = () => Promise.reject(new Error('down'));
    const endorsements = new HomeEndorsements(failing, customer());
    await endorsements.refreshForCustomer();
    expect(cardsOf(endorsements)).toHaveLength(8);
    const empty = new HomeEndorsements(new InMemoryPromotionsApi({ endorsements: [] }), customer());
    await empty.refreshForCustomer();
    expect(cardsOf(empty)).toHaveLength(8);
  });

  it('orders any list by order_data, then id', () => {
    const anEndorsement = fc.record({ id: fc.integer({ min: 1, max: 50 }), order: fc.integer({ min: 1, max: 8 }) });
    fc.assert(
      fc.property(fc.uniqueArray(anEndorsement, { maxLength: 12, selector: (e) => e.id }), (list) => {
        const bundled: Endorsement[] = list.map(({ id, order }) => ({ ...BUNDLED_ENDORSEMENTS[0]!, id, order }));
        const cards = cardsOf(new HomeEndorsements(new InMemoryPromotionsApi(), guest(), bundled));
        const orders = cards.map((card) => bundled.find((e) => e.id === card.id)!.order);
        return cards.length === list.length && orders.every((order, i) => i === 0 || orders[i - 1]! <= order);
      }),
    );
  });
});

describe('toEndorsementCard', () => {
  it('writes the ig handle with its @ and links to the product', () => {
    const card = toEndorsementCard({ ...BUNDLED_ENDORSEMENTS[0]!, socialHandle: 'rania.dirumah' });
    expect(card.handle).toBe('@rania.dirumah');
    expect(card.href).toBe('/product/meja-tamu-lestari-bundar');
    expect(toEndorsementCard({ ...BUNDLED_ENDORSEMENTS[0]!, socialHandle: ' ' }).handle).toBe('');
  });
});
