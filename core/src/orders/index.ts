// Orders: the shopper's orders, their status rules and tracking, and buying again. Fakes are in ./fakes.
export * from './order-item';
export * from './order-status';
export * from './checkout-summary';
export * from './order';
export * from './order-tracking';
export * from './orders-api.port';
export * from './buy-again';
export * from './order-page';
export * from './invoice';
export * from './order-details';
export * from './invoice-list';
export * from './customer-orders';
export * from './order-actions';
export * from './order-tracker';
export * from './order-review';
