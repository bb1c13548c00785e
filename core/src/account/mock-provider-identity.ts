import type { SocialProvider } from '../session/auth-api.port';
import { type FieldErrors, NAME_MAX_LENGTH, accountFormMessages, validateResetRequest } from './account-forms';

/** How the store names the providers of social login on its buttons. */
export const socialProviderNames: Readonly<Record<SocialProvider, string>> = { google: 'Google', facebook: 'Facebook' };

/** Who the shopper says they are at the simulated provider (the mock API has no Google or Facebook to ask). */
export interface ProviderIdentity {
  readonly email: string;
  /** May be empty: the mock then makes a name from the email. */
  readonly name: string;
}

export const validateProviderIdentity = (identity: ProviderIdentity): FieldErrors<'email' | 'name'> => {
  const errors: FieldErrors<'email' | 'name'> = { ...validateResetRequest({ email: identity.email }) };
  if ([...identity.name.trim()].length > NAME_MAX_LENGTH) errors.name = accountFormMessages.nameTooLong;
  return errors;
};

/**
 * The provider token the mock API reads in place of a real provider's
 * (see AuthApi.socialLogin): `mock-google:<email>:<name>`, the name left out
 * when none was given.
 */
export const mockProviderToken = (provider: SocialProvider, identity: ProviderIdentity): string => {
  const name = identity.name.trim();
  return `mock-${provider}:${identity.email.trim()}${name === '' ? '' : `:${name}`}`;
};
