// Inspiration by room (document 1 §2-§3, document 2 §7 "Inspiration").
export * from './inspiration';
export * from './inspiration-api.port';
export * from './inspiration-card';
export * from './product-inspirations';
// The inspiration pages (issue 22): a room's page, an inspiration's page, its products' "Tambah ke Keranjang".
export * from './inspiration-pages';
export * from './inspiration-room-page';
export * from './inspiration-reader';
