import { ProviderSignInToken, type SocialProvider, Session, queryValue, socialProviderNames } from '@more/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useService } from '../../../shared/services';
import { useStoreConfig } from '../../../shared/store-config';
import { MockProviderDialog } from './MockProviderDialog';
import { ProviderLogo } from './ProviderLogo';
import styles from './SocialLogin.module.css';

const providers: readonly SocialProvider[] = ['google', 'facebook'];

/**
 * "Social login is offered through a social network and a search-and-identity
 * provider" (document 1 §6): Google and Facebook. Where the store has the
 * provider's client id, the button leaves for the provider's sign-in page
 * (the ProviderSignIn port, adapters/src/social); without one (the mock API) it opens a dialog that
 * says plainly it simulates the provider.
 */
export const SocialLogin = ({ onSignedIn, verb = 'Masuk' }: { readonly onSignedIn: () => void; readonly verb?: 'Masuk' | 'Daftar' }) => {
  const config = useStoreConfig();
  const session = useService(Session);
  const providerSignIn = useService(ProviderSignInToken);
  const search = useSearch();
  const [simulated, setSimulated] = useState<SocialProvider | null>(null);

  const clientIds: Record<SocialProvider, string | undefined> = { google: config.googleClientId, facebook: config.facebookAppId };

  const start = (provider: SocialProvider) => {
    const clientId = clientIds[provider];
    if (!clientId) {
      setSimulated(provider);
      return;
    }
    const address = providerSignIn.departureFor(provider, { clientId, origin: window.location.origin, redirect: queryValue(search, 'redirect') });
    window.location.assign(address);
  };

  return (
    <div className={styles.providers}>
      {providers.map((provider) => (
        <button key={provider} type="button" className={styles.provider} onClick={() => start(provider)}>
          <ProviderLogo provider={provider} />
          <span>
            {verb} dengan {socialProviderNames[provider]}
          </span>
        </button>
      ))}
      {simulated && (
        <MockProviderDialog
          provider={simulated}
          signIn={(token) => session.socialLogin(simulated, token)}
          onSignedIn={onSignedIn}
          onClose={() => setSimulated(null)}
        />
      )}
    </div>
  );
};
