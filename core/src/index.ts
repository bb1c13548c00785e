// The domain of the store, framework-free: entities, rules, use cases and the
// ports they need. Other packages import from here, never from deep paths.
export type { Observable } from 'rxjs';

export * from './shared/token';
export * from './shared/failure';
export * from './shared/loadable';
export * from './money/rupiah';
export * from './catalogue/product';
export * from './catalogue/product-card';
export * from './catalogue/product-catalogue.port';
export * from './home/newest-products';
