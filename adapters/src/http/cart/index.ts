// Adapters of the cart calls.
export * from './http-cart-api';
export * from './http-cart-signals';
export { toCart, toCartLine, toCartLineWire, toCartWire } from './cart.mapper';
