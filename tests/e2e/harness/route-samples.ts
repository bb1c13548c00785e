import type { StoreRoute } from '../../../web/src/app/routing/route';

/**
 * One sample path for each route with parameters, from the mock's seed, read
 * by every route gate (routes, server HTML, failures). A route with
 * parameters and no sample fails the routes gate's first test.
 */
export const routeSamples: Readonly<Record<string, string>> = {
  '/forgotPassword/:token': '/forgotPassword/tautan-kedaluwarsa-contoh',
  '/verify-email/:id': '/verify-email/tautan-tidak-dikenal',
  // A promotion kind with items in the seed (core's promotionSlugs).
  '/promo/:slug': '/promo/gratis',
  // The product list's filter segment (document 1 §2), a category of the seed, /find as a search.
  '/products/:filter': '/products/q=kursi&type=terlaris',
  '/category/:slug': '/category/kamar-tidur',
  '/find/:slug': '/find/meja-makan',
  // The product and bundle of the seed (issue 10, detail).
  '/product/:slug': '/product/ranjang-klasik-sagara-laci-sorong',
  '/bundle/:slug?': '/bundle/paket-kamar-tidur-cendana',
  // The demo customer's order awaiting payment (mock-server/src/seed/shared-ids.ts, DEMO_ORDERS.awaitingPayment).
  '/checkout/information/:ordersn': '/checkout/information/MORE-20261119-0107',
  // The demo customer's completed order (mock-server seed, shared-ids.ts DEMO_ORDERS).
  '/profile/order/:ordersn': '/profile/order/MORE-20261020-0311',
  '/invoice-print/:ordersn': '/invoice-print/MORE-20261020-0311',
  // The demo customer's shipped order, by its courier's waybill (DEMO_SHIPPED_WAYBILL): the shipment service tracks it.
  '/omnitracking/:sn?': '/omnitracking/JNE0042115112026',
  // (article samples)
  // The seed's first article (mock-server/src/seed/news.ts) and a category of the articles.
  '/artikel/:slug': '/artikel/cara-merawat-sofa-kain-agar-tetap-bersih-dan-awet',
  '/artikel/category/:slug': '/artikel/category/tips-perawatan',
  // (inspiration samples)
  // A room of the seed (mock-server/src/seed/inspiration.ts: the catalogue's rooms) and its first inspiration.
  '/inspirasi/:slug': '/inspirasi/kamar-tidur',
  '/inspirasi-detail/:slug': '/inspirasi-detail/kamar-tidur-skandinavia-yang-hangat-dan-lapang',
  // (interior samples)
  // Finished projects of the seed (mock-server/src/seed/consultation.ts): one in Gresik with five photos, one in Surabaya.
  '/desain-interior/:slug': '/desain-interior/rumah-klasik-modern-di-gresik-kota-baru',
  '/portfolio/:slug': '/portfolio/rumah-kontemporer-di-darmo-harapan',
  // (showroom samples)
  // The seed's running Kasura exhibition (mock-server/src/seed/showroom.ts, id 1) and its area's room.
  '/moreverse/pameran/:id': '/moreverse/pameran/1',
  '/vr/:slug': '/vr/galeri-kamar-tidur',
};

export const samplePath = (route: StoreRoute): string => (route.path.includes(':') ? routeSamples[route.path]! : route.path);
