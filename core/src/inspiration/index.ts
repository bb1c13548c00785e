// Inspiration by room (document 1 §2-§3, document 2 §7 "Inspiration").
export * from './inspiration';
export * from './inspiration-api.port';
export * from './inspiration-card';
export * from './product-inspirations';
