// The sitemap for search engines: the protocol's files, and the public addresses the API knows of.
export * from './sitemap-source';
export * from './sitemap-xml';
