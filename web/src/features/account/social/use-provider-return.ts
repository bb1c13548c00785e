import { NavigationToken, PROVIDER_RETURN_PATH, ProviderSignInToken, type Session, type SocialProvider, afterLoginPath, failureText, socialProviderNames } from '@more/core';
import { useEffect, useState } from 'react';
import { useService } from '../../../shared/services';

export type ProviderReturnState =
  | { readonly status: 'none' }
  | { readonly status: 'working'; readonly provider: SocialProvider }
  | { readonly status: 'failed'; readonly message: string };

const providerName = (provider: SocialProvider | null) => (provider ? socialProviderNames[provider] : 'Google atau Facebook');

/**
 * On /login after a real provider sent the shopper back: the token leaves the
 * address bar at once (replaced by /login with the `redirect` the shopper
 * left with), then logs in with it and goes on to where they were going. Only in the browser, after hydration: the
 * fragment never reaches the server.
 */
export const useProviderReturn = (session: Session): ProviderReturnState => {
  const [state, setState] = useState<ProviderReturnState>({ status: 'none' });
  const navigation = useService(NavigationToken);
  const providerSignIn = useService(ProviderSignInToken);

  useEffect(() => {
    const back = providerSignIn.readReturn(window.location.hash, window.location.search);
    if (!back) return;
    const search = back.redirect ? `?redirect=${encodeURIComponent(back.redirect)}` : '';
    navigation.go(`${PROVIDER_RETURN_PATH}${search}`, { replace: true });
    const finish = async () => {
      if (!back.ok) {
        setState({
          status: 'failed',
          message:
            back.reason === 'cancelled'
              ? `Login dengan ${providerName(back.provider)} dibatalkan. Silakan coba lagi atau masuk dengan email.`
              : `Login dengan ${providerName(back.provider)} tidak dapat diselesaikan. Silakan coba lagi dari halaman ini.`,
        });
        return;
      }
      setState({ status: 'working', provider: back.provider });
      const outcome = await session.socialLogin(back.provider, back.providerToken);
      // On to where the shopper was going when they left for the provider (same-store paths only).
      if (outcome.ok) navigation.go(afterLoginPath(search), { replace: true });
      else setState({ status: 'failed', message: failureText(outcome.failure) });
    };
    void finish();
    // Once per visit of /login: the return is read and forgotten on the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return state;
};
