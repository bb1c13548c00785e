// Wire schemas of the checkout calls.
export * from './checkout.wire';
