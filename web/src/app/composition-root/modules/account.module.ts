import { OAuthRedirectSignIn } from '@more/adapters/social';
import { ProviderSignInToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';
import { TabStorageToken } from '../surroundings';

/** The login doors' sign-in with a real provider (Google, Facebook): the departure is remembered in this tab. */
export default new ContainerModule((options) => {
  const { factory } = binder(options);
  factory(ProviderSignInToken, [TabStorageToken], (tab) => new OAuthRedirectSignIn(tab));
});
