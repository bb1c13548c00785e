// Adapters of the account calls.
export * from './http-account-api';
export * from './http-account-password-api';
export * from './http-password-recovery-api';
export * from './http-account-verification-api';
