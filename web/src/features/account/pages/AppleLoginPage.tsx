import { AuthStore, socialProviderNames, storePaths } from '@more/core';
import { Link } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useHydrated } from '../../../shared/use-hydrated';
import { useStore } from '../../../shared/use-store';
import { useContinueAfterLogin, useDoorHref } from '../door-links';
import { DoorLayout } from '../DoorLayout';
import { FormAlert } from '../../../shared/forms/FormAlert';
import forms from '../../../shared/forms/Form.module.css';
import { useStoreConfig } from '../../../shared/store-config';
import { SocialLogin, offeredProviders } from '../social/SocialLogin';

/** "email, Google, atau Facebook": the ways in this store offers, as a sentence lists them. */
const waysIn = (names: readonly string[]): string =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')}${names.length > 2 ? ',' : ''} atau ${names.at(-1)!}`;

/**
 * `/apple-login` (document 1 §2): where "Sign in with Apple" sends the
 * shopper back. Document 2 lists no Apple call (only auth/google and
 * auth/facebook), so the store cannot finish an Apple sign-in: the page says
 * so plainly, points to the MORE app where Apple sign-in lives, and offers
 * the store's own ways in, keeping where the shopper was going. It never
 * pretends a login happened.
 */
export default function AppleLoginPage(_props: PageProps) {
  const auth = useService(AuthStore);
  const state = useStore(auth);
  // The session lives in this browser's storage: known only after hydration.
  const hydrated = useHydrated();
  const doorHref = useDoorHref();
  const continueAfterLogin = useContinueAfterLogin();
  const signedInAs = hydrated && state.token && state.user ? state.user : null;
  // Only the providers this store is configured for (a store without them offers email alone).
  const ways = waysIn(['email', ...offeredProviders(useStoreConfig()).map((provider) => socialProviderNames[provider])]);

  return (
    <DoorLayout
      title="Masuk dengan Apple"
      intro={
        <p>
          Masuk dengan Apple tersedia di aplikasi MORE untuk iPhone dan iPad. Di situs ini, silakan masuk dengan {ways}.
        </p>
      }
      footer={
        signedInAs ? undefined : (
          <p>
            Belum punya akun? <Link href={doorHref(storePaths.register)}>Daftar</Link>
          </p>
        )
      }
    >
      {signedInAs ? (
        <div className={forms.panel}>
          <FormAlert tone="info">
            <p>
              Anda sudah masuk sebagai <strong>{signedInAs.name}</strong>.
            </p>
          </FormAlert>
          <Link href={storePaths.home} className={forms.primaryLink}>
            Lanjut Belanja
          </Link>
        </div>
      ) : (
        <>
          <Link href={doorHref(storePaths.login)} className={forms.primaryLink}>
            Masuk dengan Email
          </Link>
          <SocialLogin onSignedIn={continueAfterLogin} divider="atau" />
        </>
      )}
    </DoorLayout>
  );
}
