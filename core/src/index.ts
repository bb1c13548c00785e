// The domain of the store, framework-free: entities, rules, use cases and the
// ports they need. Other packages import from here, never from deep paths.
export type { Observable } from 'rxjs';

export * from './shared/token';
export * from './shared/failure';
export * from './shared/loadable';
export * from './shared/time';
export * from './shared/navigation';
export * from './shared/ids';
export * from './shared/dates';
export * from './shared/query-string';
export * from './money/rupiah';
export * from './catalogue/product';
export * from './catalogue/product-card';
export * from './catalogue/product-catalogue.port';
export * from './home/newest-products';
export * from './session/user';
export * from './session/auth-store';
export * from './session/auth-api.port';
export * from './session/session-store.port';
export * from './session/participants';
export * from './session/session';
export * from './session/session-expired';
export * from './session/route-guard';
export * from './filter';
export * from './cart';
export * from './orders';
export * from './flash-sale';
export * from './notifications';
export * from './checkout';
export * from './wishlist';
export * from './product-detail';
export * from './location';
