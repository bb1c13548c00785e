// Wire schemas of the news calls.
export * from './news.wire';
