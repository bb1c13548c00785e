export * from './api-snapshot';
