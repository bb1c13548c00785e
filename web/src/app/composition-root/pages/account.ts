import { ProviderSignInToken } from '@more/core';
import { OAuthRedirectSignIn } from '@more/adapters/social';
import { providePageService } from '../page-services';
import { TabStorageToken } from '../tab-storage';

// A real provider's sign-in (Google, Facebook), used only by the login doors: the departure is remembered in this tab (see page-services.ts).
providePageService(ProviderSignInToken, (get) => new OAuthRedirectSignIn(get(TabStorageToken)));
