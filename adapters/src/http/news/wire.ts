// Wire schemas of the news calls: what they answer and what they send.
export * from './news.wire';
export * from './news-request.wire';
