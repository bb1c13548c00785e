import { segment } from './segment';

export const checkout = '/checkout';
export const checkoutPayment = '/checkout/payment';
export const checkoutReview = '/checkout/review';
export const checkoutSuccess = '/checkout/success';
export const checkoutThanks = '/checkout/thanks';
/** How to pay an order, a page that needs no login. */
export const paymentInformation = (ordersn: string): string => `/checkout/information/${segment(ordersn)}`;
