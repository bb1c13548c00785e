// Wire schemas of the cart calls: what they answer and what they send.
export * from './cart.wire';
export * from './cart-request.wire';
