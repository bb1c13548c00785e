// Adapters of the session calls.
export * from './http-auth-api';
export * from './http-session-mirror';
