import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type AppleLoginPage from './pages/AppleLoginPage';
import type ForgotPasswordPage from './pages/ForgotPasswordPage';
import type LoginPage from './pages/LoginPage';
import type PasswordPage from './pages/PasswordPage';
import type ProfilePage from './pages/ProfilePage';
import type RegisterPage from './pages/RegisterPage';
import type ResetPasswordPage from './pages/ResetPasswordPage';
import type VerifyEmailPage from './pages/VerifyEmailPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type AccountPage = FeaturePage<'account', { LoginPage: typeof LoginPage; RegisterPage: typeof RegisterPage; ForgotPasswordPage: typeof ForgotPasswordPage; ResetPasswordPage: typeof ResetPasswordPage; VerifyEmailPage: typeof VerifyEmailPage; AppleLoginPage: typeof AppleLoginPage; ProfilePage: typeof ProfilePage; PasswordPage: typeof PasswordPage }>;

const accountData = () => import('./account-data');
/** The doors to an account (document 1 §2, §4), its information on /profile and its password. */
export const accountRoutes = [
  // A door is no page for search engines: an account's own address (a reset link) or a form.
  { name: 'more-login', path: '/login', page: 'account/LoginPage', modules: ['account'], access: 'guest' },
  { name: 'register', path: '/register', page: 'account/RegisterPage', modules: ['account'], access: 'guest' },
  { name: 'forgotPassword', path: '/forgotPassword', page: 'account/ForgotPasswordPage', access: 'public', indexed: false },
  // The reset link's page: its check answers the account's email, which no shared cache may keep.
  { name: 'forgotPassword', path: '/forgotPassword/:token', page: 'account/ResetPasswordPage', access: 'public', personal: true },
  { name: 'verifyEmail', path: '/verify-email/:id', page: 'account/VerifyEmailPage', access: 'public', indexed: false },
  { name: 'appleLogin', path: '/apple-login', page: 'account/AppleLoginPage', modules: ['account'], access: 'public', indexed: false },

  // /profile and its children (document 1 §2) render in the profile's frame: its menu beside the page on a desktop.
  { name: 'Profile', path: '/profile', page: 'account/ProfilePage', modules: ['account/profile'], frame: 'profile/ProfileFrame', access: 'login', load: async (c) => (await accountData()).loadProfilePage(c) },
  // The password (`more/user/have/password`): change it, or set a first one for an account made by social login.
  { name: 'ProfilePassword', path: '/profile/password', page: 'account/PasswordPage', modules: ['account/profile'], frame: 'profile/ProfileFrame', access: 'login', title: 'Ubah Kata Sandi' },
] as const satisfies readonly RouteRow<AccountPage>[];
