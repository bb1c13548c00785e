// Wire schemas of the promotions calls: what they answer and what they send.
export * from './home.wire';
export * from './promotion.wire';
export * from './promotions-request.wire';
