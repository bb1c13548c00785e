import { ProviderSignInToken, type SocialProvider, Session, queryValue, socialProviderNames } from '@more/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useService } from '../../../shared/services';
import { type StoreConfig, useStoreConfig } from '../../../shared/store-config';
import { DoorDivider } from '../DoorLayout';
import { MockProviderDialog } from './MockProviderDialog';
import { ProviderLogo } from './ProviderLogo';
import styles from './SocialLogin.module.css';

const providers: readonly SocialProvider[] = ['google', 'facebook'];

const clientIdsOf = (config: StoreConfig): Record<SocialProvider, string | undefined> => ({ google: config.googleClientId, facebook: config.facebookAppId });

/** The providers a shopper can sign in with: those whose client id the store has, or all while the mock's dialog stands in. */
export const offeredProviders = (config: StoreConfig): readonly SocialProvider[] =>
  providers.filter((provider) => clientIdsOf(config)[provider] !== undefined || config.simulatedSignIn === true);

/**
 * "Social login is offered through a social network and a search-and-identity
 * provider" (document 1 §6): Google and Facebook. Where the store has the
 * provider's client id, the button leaves for the provider's sign-in page
 * (the ProviderSignIn port, adapters/src/social); while the mock API is
 * mounted with its shortcuts, it opens a dialog that says plainly it
 * simulates the provider. A provider with neither has no button, and with
 * none at all the divider above them goes too: a real store never sends a
 * mock's token.
 */
export const SocialLogin = ({ onSignedIn, divider, verb = 'Masuk' }: { readonly onSignedIn: () => void; readonly divider: string; readonly verb?: 'Masuk' | 'Daftar' }) => {
  const config = useStoreConfig();
  const session = useService(Session);
  const providerSignIn = useService(ProviderSignInToken);
  const search = useSearch();
  const [simulated, setSimulated] = useState<SocialProvider | null>(null);

  const clientIds = clientIdsOf(config);
  const offered = offeredProviders(config);
  if (offered.length === 0) return null;

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
    <>
      <DoorDivider>{divider}</DoorDivider>
      <div className="stack-3">
        {offered.map((provider) => (
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
    </>
  );
};
