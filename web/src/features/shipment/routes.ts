import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type ShipmentTrackingPage from './pages/ShipmentTrackingPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type ShipmentPage = FeaturePage<'shipment', { ShipmentTrackingPage: typeof ShipmentTrackingPage }>;

const shipmentData = () => import('./shipment-data');

/**
 * Shipment tracking (document 1 §2 /omnitracking/{sn?}): public, through the storefront's own server, which alone
 * holds the shipment service's credential; the customer masked unless the owner or the lookup by phone proves it.
 */
export const shipmentRoutes = [
  // A shipment's page names its customer, city and items (order numbers follow each other): a shopper's link, never a search result.
  { name: 'OmniTracking', path: '/omnitracking/:sn?', page: 'shipment/ShipmentTrackingPage', modules: ['shipment'], access: 'public', indexed: false, title: 'Lacak Pengiriman', load: async (c) => (await shipmentData()).loadShipmentPage(c), head: async (c) => (await shipmentData()).shipmentPageHead(c) },
] as const satisfies readonly RouteRow<ShipmentPage>[];
