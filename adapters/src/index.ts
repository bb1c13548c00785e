// Implementations of core's ports. Only web's composition root, the contracts
// and the cross-package tests import this; views never do.
export * from './http/call-name';
export * from './http/store-api';
export * from './http/catalogue/http-product-catalogue';
