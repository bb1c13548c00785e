// Wire schemas of the catalogue calls: what they answer and what they send.
export * from './product.wire';
export * from './category.wire';
export * from './showcase.wire';
export * from './catalogue-request.wire';
