// Wire schemas of the address-book calls: what they answer and what they send.
export * from './address-book.wire';
export * from './address-book-request.wire';
