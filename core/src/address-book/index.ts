// The customer's address book, dropshippers and bank accounts.
export * from './address';
export * from './address-defaults';
export * from './dropshipper';
export * from './bank-account';
export * from './address-book.port';
export * from './book-forms';
export * from './customer-book';
