// The shopper's notifications (document 1 §2–§4, §9; document 2 §7): header, profile list, marking read.
export * from './notification';
export * from './notification-list';
export * from './notifications-api.port';
export * from './notifications';
export * from './notification-target';
export * from './push-registration';
