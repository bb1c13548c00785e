import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type InvoicePrintPage from './pages/InvoicePrintPage';
import type InvoicesPage from './pages/InvoicesPage';
import type OrderPage from './pages/OrderPage';
import type OrdersPage from './pages/OrdersPage';
import type PayPage from './pages/PayPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type OrdersPage = FeaturePage<'orders', { InvoicePrintPage: typeof InvoicePrintPage; InvoicesPage: typeof InvoicesPage; OrderPage: typeof OrderPage; OrdersPage: typeof OrdersPage; PayPage: typeof PayPage }>;

const ordersData = () => import('./orders-data');
const payData = () => import('./pay-data');

/**
 * The shopper's orders and invoices: /profile/order/{ordersn}, /invoice, /invoice-print/{ordersn}.
 */
export const ordersRoutes = [
  // The thanks redirect lands here with the bill number (INV-…); the orders API finds an order by either number.
  { name: 'ProfileOrders', path: '/profile/orders', page: 'orders/OrdersPage', modules: ['orders'], frame: 'profile/ProfileFrame', access: 'login', title: 'Pesanan Saya', load: async (c) => (await ordersData()).loadOrdersPage(c) },
  // The orders still to pay, with how to pay each: a shopper who left the payment page finishes here.
  { name: 'ProfilePay', path: '/profile/pay', page: 'orders/PayPage', modules: ['orders', 'orders/pending-payments'], frame: 'profile/ProfileFrame', access: 'login', title: 'Menunggu Pembayaran', load: async (c) => (await payData()).loadPayPage(c) },
  { name: 'ProfileOrder', path: '/profile/order/:ordersn', page: 'orders/OrderPage', modules: ['orders'], frame: 'profile/ProfileFrame', access: 'login', load: async (c) => (await ordersData()).loadOrderPage(c) },
  { name: 'Invoice', path: '/invoice', page: 'orders/InvoicesPage', modules: ['orders'], access: 'login', load: async (c) => (await ordersData()).loadInvoicesPage(c) },
  // Public in document 1 §2; the page itself asks a guest to log in, since only the order's customer is answered
  // (`more/transaction/order/{id}`, document 2 §6): personal.
  { name: 'InvoicePrint', path: '/invoice-print/:ordersn', page: 'orders/InvoicePrintPage', modules: ['orders'], access: 'public', personal: true, load: async (c) => (await ordersData()).loadOrderPage(c) },
] as const satisfies readonly RouteRow<OrdersPage>[];
