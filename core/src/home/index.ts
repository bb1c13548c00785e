// The home page's blocks (document 1 §2, document 2 §7 "Home and promotions").
export * from '../shared/remote-section';
export * from './newest-products';
export * from './home-banners';
export * from './home-categories';
export * from './home-product-groups';
export * from './budget-banners';
export * from './last-seen-products';
export * from './inspiration-highlight';
