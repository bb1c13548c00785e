// Wire schemas of the cart calls.
export * from './cart.wire';
