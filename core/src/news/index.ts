// The articles of /artikel (document 1 §2, document 2 §7 "News").
export * from './article';
export * from './article-head';
export * from './article-list';
export * from './article-reader';
export * from './news-api.port';
export * from './news-directory';
