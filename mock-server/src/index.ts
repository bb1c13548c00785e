// The mock API: collections, seed and handlers, runnable anywhere (Node, vitest, a service worker).
// The Node HTTP server is in '@more/mock-server/node'.
export * from './defaults';
export * from './mock-api';
export * from './db/database';
export * from './seed/seed';
export * from './handlers/handlers';
