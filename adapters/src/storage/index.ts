// Implementations of core's storage ports over the browser's Web Storage.
export * from './key-value';
export * from './json-slot';
export * from './browser-stores';
export * from './customer-slots';
