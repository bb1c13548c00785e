import { OAuthRedirectSignIn } from '@more/adapters/social';
import { AccountVerificationApiToken, ProviderSignInToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { TabStorageToken } from '../../app/composition-root/surroundings';

/**
 * The account's own bindings: the login doors' sign-in with a real provider (Google, Facebook), the departure
 * remembered in this tab; the account's verification calls (the e-mail link's page, and the profile's e-mail and
 * phone changes, whose rows load this module beside 'account/profile').
 */
export default new ContainerModule((options) => {
  const { factory, httpPort } = binder(options);
  httpPort(AccountVerificationApiToken, () => import('@more/adapters/http/account').then(({ HttpAccountVerificationApi }) => HttpAccountVerificationApi));
  factory(ProviderSignInToken, [TabStorageToken], (tab) => new OAuthRedirectSignIn(tab));
});
