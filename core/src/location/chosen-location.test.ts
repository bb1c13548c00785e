import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import { ChosenLocation } from './chosen-location';
import { GRESIK_LOCATION, InMemoryLocationApi, InMemoryLocationStore, SURABAYA_LOCATION, aShopperLocation } from './fakes';
import type { LocationApi } from './location-api.port';
import type { ShopperLocation } from './shopper-location';

const setup = (options: { loggedIn?: boolean; stored?: ShopperLocation; api?: LocationApi } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore(options.loggedIn ? { token: 'token-0', user: aUser() } : null));
  const api = new InMemoryLocationApi();
  const store = new InMemoryLocationStore(options.stored ?? null);
  const location = new ChosenLocation(options.api ?? api, store, auth);
  return { api, store, location };
};

describe('the shopper\'s location', () => {
  it('starts with the location kept on the device', () => {
    const { location } = setup({ stored: GRESIK_LOCATION });
    expect(location.current).toEqual({ location: GRESIK_LOCATION, sending: false, failure: null });
  });

  it('keeps a guest\'s choice on the device only', async () => {
    const { api, store, location } = setup();
    expect(await location.choose(SURABAYA_LOCATION)).toBe(true);
    expect(store.stored).toEqual(SURABAYA_LOCATION);
    expect(location.current).toEqual({ location: SURABAYA_LOCATION, sending: false, failure: null });
    expect(api.sent).toEqual([]);
  });

  it('sends a customer\'s choice to the account ("POST more/user/set-location", document 2 §7)', async () => {
    const { api, store, location } = setup({ loggedIn: true });
    const choosing = location.choose(SURABAYA_LOCATION);
    expect(location.current).toEqual({ location: SURABAYA_LOCATION, sending: true, failure: null });
    expect(await choosing).toBe(true);
    expect(api.sent).toEqual([SURABAYA_LOCATION]);
    expect(store.stored).toEqual(SURABAYA_LOCATION);
    expect(location.current.sending).toBe(false);
  });

  it('keeps the choice on the device when the server does not take it, and says why', async () => {
    const { api, store, location } = setup({ loggedIn: true });
    api.failWith = new Error('Failed to fetch');
    await location.choose(SURABAYA_LOCATION);
    expect(store.stored).toEqual(SURABAYA_LOCATION);
    expect(location.current.location).toEqual(SURABAYA_LOCATION);
    expect(location.current.failure).toMatchObject({ kind: 'network', call: 'POST more/user/set-location' });
  });

  it('refuses a city that is not in its province (the first two digits of city_id), changing nothing', async () => {
    const { api, store, location } = setup({ loggedIn: true, stored: GRESIK_LOCATION });
    expect(await location.choose(aShopperLocation({ cityId: '3171', provinceId: '35' }))).toBe(false);
    expect(store.stored).toEqual(GRESIK_LOCATION);
    expect(location.current.location).toEqual(GRESIK_LOCATION);
    expect(api.sent).toEqual([]);
  });

  it('shows the outcome of the latest choice only', async () => {
    const answers: (() => void)[] = [];
    const refused = new StoreFailure('rejected', 'POST more/user/set-location', 'Unprocessable', { status: 422 });
    const api: LocationApi = {
      setLocation: () => new Promise((resolve, reject) => answers.push(answers.length === 0 ? () => reject(refused) : resolve)),
    };
    const { location } = setup({ loggedIn: true, api });
    const first = location.choose(SURABAYA_LOCATION);
    const second = location.choose(GRESIK_LOCATION);
    answers[1]?.();
    await second;
    answers[0]?.();
    await first;
    expect(location.current).toEqual({ location: GRESIK_LOCATION, sending: false, failure: null });
  });

  it('logout "clears user, location, …" (document 1 §4), on the device too, ignoring a late answer', async () => {
    const answers: (() => void)[] = [];
    const api: LocationApi = { setLocation: () => new Promise((resolve) => answers.push(resolve)) };
    const { store, location } = setup({ loggedIn: true, api });
    const choosing = location.choose(SURABAYA_LOCATION);
    location.clearOnLogout();
    answers[0]?.();
    await choosing;
    expect(store.stored).toBeNull();
    expect(location.current).toEqual({ location: null, sending: false, failure: null });
  });
});
