// Wire schemas of the session calls: what they answer and what they send.
export * from './user.wire';
export * from './session-request.wire';
