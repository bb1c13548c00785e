// Wire schemas of the account calls: what they answer and what they send.
export * from './account.wire';
export * from './verification.wire';
export * from './account-request.wire';
