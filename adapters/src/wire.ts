// The wire format of the store API, as zod schemas: the single definition the
// adapters validate against, the mock server answers with, and the contracts check.
export * from './http/envelope';
export * from './http/catalogue/product.wire';
