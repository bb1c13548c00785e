// Adapters of the news calls.
export * from './http-news-api';
