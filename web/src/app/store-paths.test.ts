import { describe, expect, it } from 'vitest';
import { storePaths } from '@more/core';
import { findRoute, matchPattern } from './routing/match';
import { storeRoutes } from './routing/routes';

/**
 * Core's path builders and the route table name the same addresses: each
 * builder leads to the row it is meant for (the first that matches, as the
 * router picks it), and every row has a builder that leads to it.
 */
const built: Readonly<Record<string, string>> = {
  [storePaths.home]: '/',
  [storePaths.notFound]: '/404',
  [storePaths.login]: '/login',
  [storePaths.register]: '/register',
  [storePaths.forgotPassword]: '/forgotPassword',
  [storePaths.resetPassword('t0ken')]: '/forgotPassword/:token',
  [storePaths.verifyEmail('12')]: '/verify-email/:id',
  [storePaths.appleLogin]: '/apple-login',
  [storePaths.products]: '/products',
  [storePaths.productList('type=terbaru')]: '/products/:filter',
  [storePaths.category('kursi')]: '/category/:slug',
  [storePaths.find('meja makan')]: '/find/:slug',
  [storePaths.product('sofa-jati')]: '/product/:slug',
  [storePaths.bundle('paket-tamu')]: '/bundle/:slug?',
  [storePaths.flashSale]: '/product/sale',
  [storePaths.promotions]: '/promotion',
  [storePaths.promotion('paket-hemat')]: '/promo/:slug',
  [storePaths.cart]: '/cart',
  [storePaths.buy]: '/buy',
  [storePaths.mobileBuy]: '/m/buy',
  [storePaths.checkout]: '/checkout',
  [storePaths.checkoutPayment]: '/checkout/payment',
  [storePaths.checkoutReview]: '/checkout/review',
  [storePaths.checkoutSuccess]: '/checkout/success',
  [storePaths.checkoutThanks]: '/checkout/thanks',
  [storePaths.paymentInformation('SO/1')]: '/checkout/information/:ordersn',
  [storePaths.profile]: '/profile',
  [storePaths.plainMenu]: '/plain-menu',
  [storePaths.orders]: '/profile/orders',
  [storePaths.pendingPayments]: '/profile/pay',
  [storePaths.order('SO-1')]: '/profile/order/:ordersn',
  [storePaths.invoices]: '/invoice',
  [storePaths.invoicePrint('SO-1')]: '/invoice-print/:ordersn',
  [storePaths.shipmentTracking()]: '/omnitracking/:sn?',
  [storePaths.shipmentTracking('JNE 1')]: '/omnitracking/:sn?',
  [storePaths.giveaways]: '/profile/event',
  [storePaths.complaints]: '/profile/complain',
  [storePaths.complaintForm]: '/profile/complain-detail',
  [storePaths.reviews]: '/profile/review',
  [storePaths.addressBook]: '/profile/address',
  [storePaths.dropshippers]: '/profile/dropshipper',
  [storePaths.bankAccounts]: '/profile/banks',
  [storePaths.wishlist]: '/profile/wishlist',
  [storePaths.vouchers]: '/profile/vouchers',
  [storePaths.points]: '/profile/point',
  [storePaths.notifications]: '/profile/notifications',
  [storePaths.chats]: '/profile/chats',
  [storePaths.password]: '/profile/password',
  [storePaths.articles]: '/artikel',
  [storePaths.articleCategory('tips')]: '/artikel/category/:slug',
  [storePaths.article('merawat-kayu')]: '/artikel/:slug',
  [storePaths.inspirationRoom('semua')]: '/inspirasi/:slug',
  [storePaths.inspiration('ruang-hangat')]: '/inspirasi-detail/:slug',
  [storePaths.interiorDesign]: '/desain-interior',
  [storePaths.interiorDesignPage('surabaya')]: '/desain-interior/surabaya',
  [storePaths.interiorDesignPage('gresik')]: '/desain-interior/gresik',
  [storePaths.interiorDesignPage('sidoarjo')]: '/desain-interior/sidoarjo',
  [storePaths.interiorDesignPage('rumah-waru')]: '/desain-interior/:slug',
  [storePaths.portfolio('rumah-waru')]: '/portfolio/:slug',
  [storePaths.moreverse]: '/moreverse',
  [storePaths.exhibition(7)]: '/moreverse/pameran/:id',
  [storePaths.showroomRoom('paviliun')]: '/vr/:slug',
  [storePaths.moreversary]: '/moreversary',
  [storePaths.moreversaryRetail]: '/moreversary-retail',
  [storePaths.about]: '/about',
  [storePaths.aboutInApp]: '/about-apps',
  [storePaths.faq]: '/faq',
  [storePaths.faqInApp]: '/faq-apps',
  [storePaths.terms]: '/snk',
  [storePaths.termsInApp]: '/snk-apps',
  [storePaths.offlineStore]: '/offline-store',
  [storePaths.download]: '/download',
};

describe('core’s path builders', () => {
  it.each(Object.entries(built))('%s opens the row %s', (path, pattern) => {
    const match = findRoute(path);
    expect(match.matched).toBe(true);
    expect(match.route.path).toBe(pattern);
  });

  it('cover every row of the table', () => {
    const paths = Object.keys(built);
    for (const route of storeRoutes) expect(paths.some((path) => matchPattern(route.path, path) !== null), route.path).toBe(true);
  });

  it('write a parameter so that the row reads it back unchanged', () => {
    expect(findRoute(storePaths.paymentInformation('SO/1')).params).toEqual({ ordersn: 'SO/1' });
    expect(findRoute(storePaths.find('meja makan')).params).toEqual({ slug: 'meja makan' });
  });
});
