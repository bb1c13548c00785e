import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { AccountProfile } from './account-profile';
import { EmailChange } from './email-change';
import { InMemoryAccountApi, InMemoryAccountVerificationApi, aProfile } from './fakes';
import { PhoneVerification } from './phone-verification';
import { ProfileCompletion } from './profile-completion';

// The email and the phone share one code flow (AccountCodeVerified): the code goes by the channel's calls, and what
// the server saves is kept in place. What the server refuses keeps the profile as it was and names the call.
const world = async () => {
  const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));
  const api = new InMemoryAccountApi(aProfile({ email: 'lama@more.test', phone: null }));
  const verification = new InMemoryAccountVerificationApi();
  const profile = new AccountProfile(api, auth);
  await profile.load();
  const parts = [api, verification, profile, new ProfileCompletion(api, auth), new VirtualTimeScheduler()] as const;
  return { api, verification, profile, email: new EmailChange(...parts), phone: new PhoneVerification(...parts) };
};

describe('AccountCodeVerified: a profile part confirmed by a code', () => {
  it('sends each code by its own channel', async () => {
    const { verification, email, phone } = await world();
    await email.sendCode();
    await phone.sendCode('0812-3456-7890');
    expect(verification.sent.map(({ channel, target }) => [channel, target])).toEqual([
      ['email', 'lama@more.test'],
      ['whatsapp', '081234567890'],
    ]);
  });

  it('a new email the server refuses changes nothing and keeps the code on its way', async () => {
    const { api, profile, email } = await world();
    await email.sendCode();
    api.failWith = new Error('offline');
    const outcome = await email.change('baru@more.test');
    expect(outcome.ok === false && outcome.failure.call).toBe('PUT more/user/email');
    expect(profile.current).toMatchObject({ value: { email: 'lama@more.test' } });
    expect(email.codeView.sentTo).toBe('lama@more.test');
  });

  it('a confirmed number the server does not save is not shown as saved', async () => {
    const { api, verification, profile, phone } = await world();
    await phone.sendCode('081234567890');
    api.failWith = new Error('offline');
    const outcome = await phone.confirm(verification.sent.at(-1)!.code);
    expect(outcome.ok === false && outcome.failure.call).toBe('PUT more/user/update');
    expect(profile.current).toMatchObject({ value: { phone: null } });
  });
});
