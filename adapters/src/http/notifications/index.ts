// Adapters of the notifications calls.
export * from './http-notifications-api';
