// Wire schemas of the orders calls.
export * from './order.wire';
