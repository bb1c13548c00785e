import { DEMO_CUSTOMER, type MockApi, requestMock } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';
import { nonEmptyText } from '../provider/state-params';

/**
 * Gives any account using `email` another address (`arsip-<id>.<email>`),
 * keeping the account and everything that refers to it.
 */
export const freeEmail = async (api: MockApi, email: string, exceptCustomerId?: number): Promise<void> => {
  const address = email.toLowerCase();
  for (const customer of api.db.customers.findMany((q) => q.where({ email: address }))) {
    if (customer.id === exceptCustomerId) continue;
    await api.db.customers.update((q) => q.where({ id: customer.id }), { data: (c) => void (c.email = `arsip-${c.id}.${address}`) });
  }
};

/** Provider states the session interactions name. */
export const sessionStates: ProviderStates = {
  /** The demo customer's account has exactly this email and password (another account using the email gets another). */
  'the demo customer signs in with': async (api, params) => {
    const email = nonEmptyText(params.email, 'email').toLowerCase();
    const password = nonEmptyText(params.password, 'password');
    await freeEmail(api, email, DEMO_CUSTOMER.id);
    await api.db.customers.update((q) => q.where({ id: DEMO_CUSTOMER.id }), {
      data: (c) => {
        c.email = email;
        c.password = password;
      },
    });
  },
  /**
   * Five wrong passwords were just tried for `email` (it need not have an account): the API now holds
   * every login for it back, answering 429 with Retry-After (the mock: 15 minutes).
   */
  'five wrong passwords were just tried for': async (api, params) => {
    const email = nonEmptyText(params.email, 'email');
    for (let attempt = 0; attempt < 5; attempt++) {
      await requestMock(api, { method: 'POST', path: 'auth/login', json: { email, password: `salah-sandi-${attempt}` } });
    }
  },
  /** No account has this email (an account that had it gets another), so it can be registered or taken. */
  'no account uses this email': (api, params) => freeEmail(api, nonEmptyText(params.email, 'email')),
};
