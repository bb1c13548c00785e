import { OAuthRedirectSignIn } from '@more/adapters/social';
import { ProviderSignInToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { TabStorageToken } from '../../app/composition-root/surroundings';

/**
 * The login doors' bindings: the sign-in with a real provider (Google, Facebook), the departure remembered in
 * this tab. The account's verification port is bound with the frame's (frame.module.ts says why).
 */
export default new ContainerModule((options) => {
  const { factory } = binder(options);
  factory(ProviderSignInToken, [TabStorageToken], (tab) => new OAuthRedirectSignIn(tab));
});
