// Wire schemas of the account calls.
export * from './account.wire';
export * from './verification.wire';
