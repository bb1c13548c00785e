// The articles of /artikel (document 1 §2, document 2 §7 "News").
export * from './article';
export * from './news-api.port';
