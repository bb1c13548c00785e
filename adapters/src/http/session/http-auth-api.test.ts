import { AuthStore, InMemorySessionStore, type Observable, RecordingNavigation, Session, StoreFailure } from '@more/core';
import { createMockApi, DEMO_CUSTOMER, type MockApi } from '@more/mock-server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpAccountApi } from '../account/http-account-api';
import { HttpAuthApi } from './http-auth-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let mock: MockApi;
let token: string | null;
const storeApi = () => createStoreApi({ baseUrl: 'http://store.test/api/', retry: 0, accessToken: () => token });
beforeEach(async () => {
  mock = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  server.use(...mock.handlers);
  token = null;
});

const failureOf = async (promise: Promise<unknown>): Promise<StoreFailure> => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(StoreFailure);
  return error as StoreFailure;
};

describe('HttpAuthApi against the mock API', () => {
  it('logs in with email and password, answering the token and the user', async () => {
    const signedIn = await new HttpAuthApi(storeApi()).login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(signedIn.user).toEqual({
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      picture: 'http://store.test/media/art/avatar/Sinta%20Wulandari.svg',
      hasPassword: true,
    });
    expect(mock.db.sessions.findFirst((q) => q.where({ token: signedIn.token }))?.customerId).toBe(DEMO_CUSTOMER.id);
  });

  it('throws a StoreFailure naming the call, with the server\'s reason, on wrong credentials', async () => {
    const failure = await failureOf(new HttpAuthApi(storeApi()).login({ email: DEMO_CUSTOMER.email, password: 'salah-sandi' }));
    expect(failure).toMatchObject({ kind: 'unauthorized', call: 'POST auth/login', details: { status: 401, serverMessage: 'Email atau kata sandi salah' } });
  });

  it('registers, and refuses the same email again with 422 naming email', async () => {
    const auth = new HttpAuthApi(storeApi());
    const registration = { name: 'Dewi Anggraini', email: 'dewi@more.test', phone: '081234567891', password: 'Rahasia456' };
    const signedIn = await auth.register(registration);
    expect(signedIn.user).toEqual({ name: 'Dewi Anggraini', email: 'dewi@more.test', picture: null, hasPassword: true });
    const failure = await failureOf(auth.register(registration));
    expect(failure).toMatchObject({ kind: 'rejected', call: 'POST auth/register', details: { status: 422 } });
    expect(failure.details.data).toMatchObject({ errors: { email: ['Email sudah terdaftar'] } });
  });

  it.each(['google', 'facebook'] as const)('logs in with a mock %s token, to an account without a password', async (provider) => {
    const signedIn = await new HttpAuthApi(storeApi()).socialLogin(provider, `mock-${provider}:ayu@gmail.com:Ayu Lestari`);
    expect(signedIn.user).toMatchObject({ name: 'Ayu Lestari', email: 'ayu@gmail.com', hasPassword: false });
    expect(signedIn.user.picture).toMatch(/^http:\/\/store\.test\/media\/art\/avatar\//);
    const failure = await failureOf(new HttpAuthApi(storeApi()).socialLogin(provider, 'bukan-token'));
    expect(failure).toMatchObject({ kind: 'rejected', call: `POST auth/${provider}` });
  });

  it('logs out: the token no longer opens more/ calls', async () => {
    const auth = new HttpAuthApi(storeApi());
    token = (await auth.login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).token;
    await new HttpAccountApi(storeApi()).currentProfile();
    await auth.logout();
    expect((await failureOf(new HttpAccountApi(storeApi()).currentProfile())).kind).toBe('unauthorized');
  });
});

describe('the session over the real adapter and mock', () => {
  const setup = (signedInAs: string | null) => {
    const store = new InMemorySessionStore(signedInAs ? { token: signedInAs, user: { name: 'x', email: 'x@more.test', picture: null, hasPassword: true } } : null);
    const auth = new AuthStore(store);
    token = auth.accessToken();
    // The failures every adapter reports, as the session watches them (adapters' tests may not import rxjs).
    const watchers: ((failure: StoreFailure) => void)[] = [];
    const failures = { subscribe: (next: (failure: StoreFailure) => void) => (watchers.push(next), { unsubscribe: () => {} }) } as unknown as Observable<StoreFailure>;
    const api = createStoreApi({ baseUrl: 'http://store.test/api/', retry: 0, accessToken: auth.accessToken, onFailure: (f) => watchers.forEach((watch) => watch(f)) });
    const session = new Session(auth, new HttpAuthApi(api), new RecordingNavigation(), { afterLogin: [], clearedOnLogout: [] }, failures);
    return { auth, session };
  };

  it('keeps the token the mock issued, which then opens more/ calls', async () => {
    const { auth, session } = setup(null);
    expect(await session.login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).toEqual({ ok: true });
    expect(auth.current.user?.name).toBe(DEMO_CUSTOMER.name);
    token = auth.accessToken();
    expect((await new HttpAccountApi(storeApi()).currentProfile()).email).toBe(DEMO_CUSTOMER.email);
  });

  it('"a failure of login … logs the user out locally" (document 1 §4), reporting the server\'s reason', async () => {
    const { auth, session } = setup('stale-token');
    const outcome = await session.login({ email: DEMO_CUSTOMER.email, password: 'salah-sandi' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.failure.details.serverMessage).toBe('Email atau kata sandi salah');
    expect(auth.current).toEqual({ token: null, user: null });
  });
});
