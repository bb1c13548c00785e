// The mock API as a service worker in the browser (the static demo build).
export * from './start-worker';
