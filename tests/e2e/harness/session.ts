import { storageKey } from '@more/adapters';
import type { StoredSession } from '@more/core';
import { DEMO_CUSTOMER } from '@more/mock-server';

/** The seeded demo customer (README): the account every customer-side journey logs in with. */
export const demoCustomer = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, name: DEMO_CUSTOMER.name } as const;

export const SESSION_KEY = storageKey('session');
export const GUEST_CART_KEY = storageKey('guest-cart');

interface SignedInAnswer {
  success: boolean;
  message: string;
  data: { token: string; user: { name: string; email: string; picture: string | null; have_password: boolean } };
}

/** Logs in through the store's API (POST auth/login), as the login page would, and returns the session as the browser keeps it. */
export const logIn = async (storeUrl: string, credentials: { email: string; password: string } = demoCustomer): Promise<StoredSession & { token: string }> => {
  const response = await fetch(`${storeUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`POST /api/auth/login answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as SignedInAnswer;
  return {
    token: data.token,
    user: { name: data.user.name, email: data.user.email, picture: data.user.picture, hasPassword: data.user.have_password },
  };
};

/** The localStorage entries of a logged-in shopper (adapters/src/storage/stored-shapes.ts). */
export const sessionStorageEntries = (session: StoredSession): Record<string, string> => ({ [SESSION_KEY]: JSON.stringify(session) });

/** Logs the demo customer in and returns what to put in the browser's storage for a visit. */
export const loggedInStorage = async (storeUrl: string) => sessionStorageEntries(await logIn(storeUrl));
