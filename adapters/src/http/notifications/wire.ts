// Wire schemas of the notifications calls: what they answer and what they send.
export * from './notification.wire';
export * from './notifications-request.wire';
