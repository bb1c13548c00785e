export * from './oauth-redirect';
