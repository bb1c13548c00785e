import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, accountFormMessages as m } from './account-forms';
import { mockProviderToken, validateProviderIdentity } from './mock-provider-identity';

describe('the simulated provider of social login (the mock API)', () => {
  it('makes the provider token the mock reads: mock-<provider>:<email>:<name>', () => {
    expect(mockProviderToken('google', { email: ' ayu@gmail.com ', name: ' Ayu Lestari ' })).toBe('mock-google:ayu@gmail.com:Ayu Lestari');
    expect(mockProviderToken('facebook', { email: 'rudi@yahoo.co.id', name: '' })).toBe('mock-facebook:rudi@yahoo.co.id');
  });

  it('needs an email-shaped address; the name may be left out but not be too long', () => {
    expect(validateProviderIdentity({ email: 'ayu@gmail.com', name: '' })).toEqual({});
    expect(validateProviderIdentity({ email: '', name: 'Ayu' })).toEqual({ email: m.emailRequired });
    expect(validateProviderIdentity({ email: 'ayu', name: 'x'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({
      email: m.emailInvalid,
      name: m.nameTooLong,
    });
  });
});
