import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { InMemoryPasswordRecoveryApi } from './fakes';
import { PasswordRecovery } from './password-recovery';
import type { PasswordRecoveryApi } from './password-recovery-api.port';

const setup = () => {
  const api = new InMemoryPasswordRecoveryApi();
  return { api, recovery: new PasswordRecovery(api) };
};

const offline: PasswordRecoveryApi = {
  requestReset: () => Promise.reject(new Error('offline')),
  checkResetLink: () => Promise.reject(new Error('offline')),
  completeReset: () => Promise.reject(new Error('offline')),
};

describe('forgot password (/forgotPassword/{token?}, document 1 §2)', () => {
  it('mails a link, checks it, and sets the new password with it', async () => {
    const { api, recovery } = setup();
    expect(await recovery.requestReset(' pembeli@more.test ')).toEqual({ ok: true });
    const token = api.mailed[0]!.token;
    expect(await recovery.checkLink(token)).toEqual({ ok: true, email: 'pembeli@more.test' });
    expect(await recovery.complete(token, 'KataSandiBaru1')).toEqual({ ok: true });
    expect(api.passwords.get('pembeli@more.test')).toBe('KataSandiBaru1');
  });

  it('answers alike for an address without an account', async () => {
    const { api, recovery } = setup();
    expect(await recovery.requestReset('orang.lain@more.test')).toEqual({ ok: true });
    expect(api.mailed).toEqual([]);
  });

  it('tells a link that no longer works, with the server\'s reason', async () => {
    const { recovery } = setup();
    const check = await recovery.checkLink('reset-99');
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.failure).toBeInstanceOf(StoreFailure);
      expect(check.failure.details.fieldErrors?.token).toHaveLength(1);
    }
    const completed = await recovery.complete('reset-99', 'KataSandiBaru1');
    expect(completed).toMatchObject({ ok: false, failure: { kind: 'rejected' } });
  });

  it('never rejects: a failed call is an outcome naming it', async () => {
    const recovery = new PasswordRecovery(offline);
    expect(await recovery.requestReset('a@b.test')).toMatchObject({ ok: false, failure: { kind: 'network', call: 'POST mail/reset/password' } });
    expect(await recovery.checkLink('t')).toMatchObject({ ok: false, failure: { kind: 'network', call: 'GET mail/reset/valid/{token}' } });
    expect(await recovery.complete('t', 'KataSandiBaru1')).toMatchObject({ ok: false, failure: { kind: 'network', call: 'POST mail/reset/password' } });
  });
});
