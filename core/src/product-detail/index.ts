// The opened product, its session cache, and the shopper's last-seen products.
export * from './product-detail';
export * from './needs-refetch';
export * from './product-detail-api.port';
export * from './opened-products-store.port';
export * from './product-details';
export * from './product-page-limits';
export * from './record-seen';
export * from './last-seen-store.port';
export * from './history-api.port';
export * from './last-seen';
// The product page's view rules (issue 10, detail).
export * from './variant-choice';
export * from './detail-price';
export * from './gallery';
export * from './purchase';
export * from './guest-cart-pricing';
export * from './repeat-press';
export * from './product-purchase';
export * from './quick-purchase';
export * from './combo-deals';
export * from './detail-promotion';
export * from './detail-clock';
export * from './bundle-view';
export * from './product-head';
export * from './detail-route';
export * from './related-products';
