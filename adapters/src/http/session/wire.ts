// Wire schemas of the session calls.
export * from './user.wire';
