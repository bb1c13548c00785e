// Wire schemas of the product-detail calls: what they answer and what they send.
export * from './product-detail.wire';
export * from './product-detail-request.wire';
