// Inspiration by room (document 1 §2-§3, document 2 §7 "Inspiration").
export * from './inspiration';
export * from './inspiration-api.port';
export * from './product-inspirations';
