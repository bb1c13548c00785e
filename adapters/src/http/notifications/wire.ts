// Wire schemas of the notifications calls.
export * from './notification.wire';
