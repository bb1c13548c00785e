// In-memory notifications API and builders, for the tests of any package.
export * from './notification.fixture';
export * from './notifications-api.fake';
export * from './device-notifications.fake';
