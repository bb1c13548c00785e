// Wire schemas of the checkout calls: what they answer and what they send.
export * from './checkout.wire';
export * from './checkout-request.wire';
