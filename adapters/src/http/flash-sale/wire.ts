// Wire schemas of the flash-sale calls.
export * from './flash-sale.wire';
