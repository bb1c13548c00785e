import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type BuyPage from './pages/BuyPage';
import type CartPage from './pages/CartPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type CartPage = FeaturePage<'cart', { BuyPage: typeof BuyPage; CartPage: typeof CartPage }>;

const cartData = () => import('./cart-data');

/**
 * The cart (document 1 §2, §4): /cart, /buy, /m/buy. A guest's cart is on the device, a customer's their own: personal either way.
 */
export const cartRoutes = [
  { name: 'Cart', path: '/cart', page: 'cart/CartPage', modules: ['cart', 'promotions/rewards'], access: 'public', personal: true, guestCart: true, load: async (c) => (await cartData()).loadCartPage(c) },
  // The server answers /buy ↔ /m/buy by user agent first (redirects.ts); /buy needs login, /m/buy checks it at checkout.
  { name: 'Cart', path: '/buy', page: 'cart/BuyPage', modules: ['cart', 'promotions/rewards'], access: 'login' },
  { name: 'Cart', path: '/m/buy', page: 'cart/BuyPage', modules: ['cart', 'promotions/rewards'], access: 'public', personal: true },
] as const satisfies readonly RouteRow<CartPage>[];
