// Wire schemas of the orders calls: what they answer and what they send.
export * from './order.wire';
export * from './orders-request.wire';
