import { describe, expect, test } from 'vitest';
import * as storePaths from './index';

describe('store paths', () => {
  test('the fixed addresses are the route table’s, letter for letter', () => {
    expect([
      storePaths.home,
      storePaths.notFound,
      storePaths.login,
      storePaths.register,
      storePaths.forgotPassword,
      storePaths.appleLogin,
      storePaths.products,
      storePaths.flashSale,
      storePaths.promotions,
      storePaths.cart,
      storePaths.buy,
      storePaths.mobileBuy,
      storePaths.checkout,
      storePaths.checkoutPayment,
      storePaths.checkoutReview,
      storePaths.checkoutSuccess,
      storePaths.checkoutThanks,
      storePaths.profile,
      storePaths.plainMenu,
      storePaths.orders,
      storePaths.pendingPayments,
      storePaths.invoices,
      storePaths.giveaways,
      storePaths.complaints,
      storePaths.complaintForm,
      storePaths.reviews,
      storePaths.addressBook,
      storePaths.dropshippers,
      storePaths.bankAccounts,
      storePaths.wishlist,
      storePaths.vouchers,
      storePaths.points,
      storePaths.notifications,
      storePaths.chats,
      storePaths.password,
      storePaths.articles,
      storePaths.interiorDesign,
      storePaths.moreverse,
      storePaths.moreversary,
      storePaths.moreversaryRetail,
      storePaths.about,
      storePaths.aboutInApp,
      storePaths.faq,
      storePaths.faqInApp,
      storePaths.terms,
      storePaths.termsInApp,
      storePaths.offlineStore,
      storePaths.download,
    ]).toEqual([
      '/',
      '/404',
      '/login',
      '/register',
      '/forgotPassword',
      '/apple-login',
      '/products',
      '/product/sale',
      '/promotion',
      '/cart',
      '/buy',
      '/m/buy',
      '/checkout',
      '/checkout/payment',
      '/checkout/review',
      '/checkout/success',
      '/checkout/thanks',
      '/profile',
      '/plain-menu',
      '/profile/orders',
      '/profile/pay',
      '/invoice',
      '/profile/event',
      '/profile/complain',
      '/profile/complain-detail',
      '/profile/review',
      '/profile/address',
      '/profile/dropshipper',
      '/profile/banks',
      '/profile/wishlist',
      '/profile/vouchers',
      '/profile/point',
      '/profile/notifications',
      '/profile/chats',
      '/profile/password',
      '/artikel',
      '/desain-interior',
      '/moreverse',
      '/moreversary',
      '/moreversary-retail',
      '/about',
      '/about-apps',
      '/faq',
      '/faq-apps',
      '/snk',
      '/snk-apps',
      '/offline-store',
      '/download',
    ]);
  });

  test('a parameter is one segment of the address', () => {
    expect(storePaths.product('sofa-jati')).toBe('/product/sofa-jati');
    expect(storePaths.bundle('paket-ruang-tamu')).toBe('/bundle/paket-ruang-tamu');
    expect(storePaths.category('kursi')).toBe('/category/kursi');
    expect(storePaths.find('meja makan')).toBe('/find/meja%20makan');
    expect(storePaths.promotion('paket-hemat')).toBe('/promo/paket-hemat');
    expect(storePaths.paymentInformation('SO/1')).toBe('/checkout/information/SO%2F1');
    expect(storePaths.order('SO-2611-0001')).toBe('/profile/order/SO-2611-0001');
    expect(storePaths.invoicePrint('SO-2611-0001')).toBe('/invoice-print/SO-2611-0001');
    expect(storePaths.resetPassword('a1b2')).toBe('/forgotPassword/a1b2');
    expect(storePaths.verifyEmail('42')).toBe('/verify-email/42');
    expect(storePaths.article('tips-merawat-kayu')).toBe('/artikel/tips-merawat-kayu');
    expect(storePaths.articleCategory('tips & trik')).toBe('/artikel/category/tips%20%26%20trik');
    expect(storePaths.inspirationRoom('semua')).toBe('/inspirasi/semua');
    expect(storePaths.inspiration('ruang-tamu-hangat')).toBe('/inspirasi-detail/ruang-tamu-hangat');
    expect(storePaths.interiorDesignPage('gresik')).toBe('/desain-interior/gresik');
    expect(storePaths.portfolio('rumah-waru')).toBe('/portfolio/rumah-waru');
    expect(storePaths.exhibition(7)).toBe('/moreverse/pameran/7');
    expect(storePaths.showroomRoom('paviliun-ruang-makan-dapur')).toBe('/vr/paviliun-ruang-makan-dapur');
  });

  test('the shipment desk opens empty or with a number', () => {
    expect(storePaths.shipmentTracking()).toBe('/omnitracking');
    expect(storePaths.shipmentTracking('JNE 123')).toBe('/omnitracking/JNE%20123');
  });

  test('the product list writes its filter segment as it is, and nothing for all products', () => {
    expect(storePaths.productList('')).toBe('/products');
    expect(storePaths.productList('type=terbaru&price_max=500000')).toBe('/products/type=terbaru&price_max=500000');
  });
});
