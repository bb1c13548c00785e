// Wire schemas of the address-book calls.
export * from './address-book.wire';
