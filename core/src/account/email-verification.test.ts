import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { RecordingNavigation } from '../shared/navigation';
import type { AccountVerificationApi } from './account-verification-api.port';
import { verifyEmailLink } from './email-verification';
import { InMemoryAccountVerificationApi } from './fakes';

const failingWith = (error: Error): AccountVerificationApi =>
  ({ verifyEmail: () => Promise.reject(error) }) as Pick<AccountVerificationApi, 'verifyEmail'> as AccountVerificationApi;

// Document 2 §2: "Email verification at /verify-email/{id} calls GET mail/verification/{id}.
// Success goes to /; failure goes to /404."
describe('verifying an email address from its link', () => {
  it('confirms the link and goes home', async () => {
    const api = new InMemoryAccountVerificationApi();
    const navigation = new RecordingNavigation();
    await verifyEmailLink(api, navigation, 'verifikasi-1');
    expect(api.confirmed).toEqual(['verifikasi-1']);
    expect(navigation.visits).toEqual([{ path: '/', replace: true }]);
  });

  it('goes to /404 for an unknown link', async () => {
    const navigation = new RecordingNavigation();
    await verifyEmailLink(new InMemoryAccountVerificationApi(), navigation, 'tidak-ada');
    expect(navigation.visits).toEqual([{ path: '/404', replace: true }]);
  });

  it.each([
    new StoreFailure('server', 'GET mail/verification/{id}', 'answered 500'),
    new StoreFailure('rejected', 'GET mail/verification/{id}', 'answered 422'),
    new Error('offline'),
  ])('goes to /404 for any failure, not only a 404 (%s)', async (error) => {
    const navigation = new RecordingNavigation();
    await expect(verifyEmailLink(failingWith(error), navigation, 'x')).resolves.toBeUndefined();
    expect(navigation.last).toBe('/404');
  });
});
