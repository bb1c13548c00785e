import { StoreFailure } from '@more/core';
import { createMockApi, DEMO_CUSTOMER, type MockApi, NEW_CUSTOMER } from '@more/mock-server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpAccountVerificationApi } from './http-account-verification-api';
import { HttpPasswordRecoveryApi } from './http-password-recovery-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = Date.UTC(2026, 10, 21, 3, 0);
let mock: MockApi;
let log: string[];
const storeApi = () => createStoreApi({ baseUrl: 'http://store.test/api/', retry: 0 });
beforeEach(async () => {
  log = [];
  mock = await createMockApi({ now: NOW, log: (line) => log.push(line) });
  server.use(...mock.handlers);
});

const failureOf = async (promise: Promise<unknown>): Promise<StoreFailure> => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(StoreFailure);
  return error as StoreFailure;
};
/** The last thing the mock logged, after its "…: " */
const lastLogged = () => log.at(-1)!.split(': ').at(-1)!;

describe('HttpAccountVerificationApi against the mock API', () => {
  it('sends a code by mail and confirms it, refusing a wrong one with 422 naming otp', async () => {
    const verification = new HttpAccountVerificationApi(storeApi());
    const sent = await verification.sendEmailCode(NEW_CUSTOMER.email);
    expect(sent.sentTo).toBe(NEW_CUSTOMER.email);
    // The mock's clock runs on from NOW: the code lives 5 minutes from the moment it was sent.
    expect(sent.expiresAt).toBeGreaterThanOrEqual(NOW + 5 * 60_000);
    expect(sent.expiresAt).toBeLessThan(NOW + 6 * 60_000);
    const code = lastLogged();
    const wrong = await failureOf(verification.confirmEmailCode(NEW_CUSTOMER.email, code === '123456' ? '654321' : '123456'));
    expect(wrong).toMatchObject({ kind: 'rejected', call: 'POST mail/otp/{code}', details: { status: 422, serverMessage: 'Kode OTP salah atau sudah kedaluwarsa' } });
    await verification.confirmEmailCode(NEW_CUSTOMER.email, code);
    expect(mock.db.customers.findFirst((q) => q.where({ id: NEW_CUSTOMER.id }))?.emailVerified).toBe(true);
  });

  it('sends a code by WhatsApp and confirms it with the phone', async () => {
    const verification = new HttpAccountVerificationApi(storeApi());
    expect((await verification.sendWhatsappCode('081298765432')).sentTo).toBe('081298765432');
    await verification.confirmWhatsappCode('081298765432', lastLogged());
    await verification.confirmWhatsappCode('081298765432', '000000');
    expect((await failureOf(verification.confirmWhatsappCode('081298765432', '123123'))).details.status).toBe(422);
  });

  it('verifies an email by its link id, and reports an unknown id as not found', async () => {
    const verification = new HttpAccountVerificationApi(storeApi());
    await verification.verifyEmail('5f0c9a2e7d41b8c3e6a9f1d24b7c0e58');
    expect((await failureOf(verification.verifyEmail('tidak-ada'))).kind).toBe('not-found');
  });
});

describe('HttpPasswordRecoveryApi against the mock API', () => {
  it('requests a link, checks it, and sets the new password with it', async () => {
    const recovery = new HttpPasswordRecoveryApi(storeApi());
    await recovery.requestReset(DEMO_CUSTOMER.email);
    const token = lastLogged().split('/forgotPassword/')[1]!;
    expect(await recovery.checkResetLink(token)).toBe(DEMO_CUSTOMER.email);
    await recovery.completeReset(token, 'LupaTadi789');
    expect(mock.db.customers.findFirst((q) => q.where({ id: DEMO_CUSTOMER.id }))?.password).toBe('LupaTadi789');
    const used = await failureOf(recovery.checkResetLink(token));
    expect(used).toMatchObject({ kind: 'rejected', details: { status: 422 } });
    expect((await failureOf(recovery.completeReset(token, 'LagiLagi123'))).details.status).toBe(422);
  });
});
