/**
 * The address of every page of the store (document 1 §2), one builder per
 * route row, so a link is built where its route is known and cannot drift
 * from it (web's route test matches each builder's output against the table).
 * Read as the namespace `storePaths` (`storePaths.product(slug)`,
 * `storePaths.cart`).
 *
 * A file per feature, and one for the frame's links, not one for all: a
 * bundle places a module in the chunk of its readers, so the entry carries
 * the frame's paths (frame.ts) and each feature's paths stay in its route
 * chunks. A path the frame comes to link to moves to frame.ts.
 */
export * from './frame';
export * from './not-found';
export * from './account';
export * from './catalogue';
export * from './promotions';
export * from './cart';
export * from './checkout';
export * from './orders';
export * from './customer';
export * from './shipment';
export * from './news';
export * from './inspiration';
export * from './consultation';
export * from './showroom';
export * from './store-pages';
