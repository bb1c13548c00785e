import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type CheckoutPage from './pages/CheckoutPage';
import type PaymentInformationPage from './pages/PaymentInformationPage';
import type ThanksPage from './pages/ThanksPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type CheckoutPage = FeaturePage<'checkout', { CheckoutPage: typeof CheckoutPage; PaymentInformationPage: typeof PaymentInformationPage; ThanksPage: typeof ThanksPage }>;
const checkoutData = () => import('./checkout-data');

/**
 * The checkout (document 1 §2): /checkout and its steps, thanks, information/{ordersn} (public).
 */
export const checkoutRoutes = [
  { name: 'Checkout', path: '/checkout', page: 'checkout/CheckoutPage', modules: ['address-book/ordering', 'checkout'], later: ['address-book/regions', 'checkout/payment'], access: 'login', load: async (c) => (await checkoutData()).loadCheckoutPage(c) },
  { name: 'Checkout', path: '/checkout/payment', page: 'checkout/CheckoutPage', modules: ['address-book/ordering', 'checkout'], later: ['address-book/regions', 'checkout/payment'], access: 'login', load: async (c) => (await checkoutData()).loadCheckoutPage(c) },
  { name: 'Checkout', path: '/checkout/review', page: 'checkout/CheckoutPage', modules: ['address-book/ordering', 'checkout'], later: ['address-book/regions', 'checkout/payment'], access: 'login', load: async (c) => (await checkoutData()).loadCheckoutPage(c) },
  { name: 'Checkout', path: '/checkout/success', page: 'checkout/CheckoutPage', modules: ['address-book/ordering', 'checkout'], later: ['address-book/regions', 'checkout/payment'], access: 'login', load: async (c) => (await checkoutData()).loadCheckoutPage(c) },
  { name: 'CheckoutThanks', path: '/checkout/thanks', page: 'checkout/ThanksPage', modules: ['address-book/ordering'], access: 'login' },
  { name: 'CheckoutInformation', path: '/checkout/information/:ordersn', page: 'checkout/PaymentInformationPage', modules: ['checkout/payment-information'], access: 'public' },
] as const satisfies readonly RouteRow<CheckoutPage>[];
