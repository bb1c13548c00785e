import type { Article, ArticleSummary, NewsCategory, NewsTag, Page, SelectedArticles } from '@more/core';
import type { ArticleCardWire, ArticleDetailWire, ArticleListWire, NewsCategoryWire, NewsTagWire, SelectedArticlesWire } from './news.wire';

export const toNewsTag = (wire: NewsTagWire): NewsTag => ({ id: wire.id, name: wire.name, slug: wire.slug, articleCount: wire.total });

export const toNewsCategory = (wire: NewsCategoryWire): NewsCategory => ({
  id: wire.id,
  name: wire.name,
  slug: wire.slug,
  articleCount: wire.total,
});

export const toArticleSummary = (wire: ArticleCardWire): ArticleSummary => ({
  id: wire.id,
  slug: wire.slug,
  title: wire.title,
  excerpt: wire.excerpt,
  imageUrl: wire.image_url,
  category: { name: wire.category.name, slug: wire.category.slug },
  tags: wire.tags.map((tag) => ({ name: tag.name, slug: tag.slug })),
  author: wire.author,
  publishedAt: Date.parse(wire.published_at),
  readMinutes: wire.read_minutes,
});

export const toArticle = (wire: ArticleDetailWire): Article => ({
  ...toArticleSummary(wire),
  metaTitle: wire.meta_title?.trim() || wire.title,
  metaDescription: wire.meta_desc?.trim() || wire.excerpt,
  html: wire.content,
});

export const toSelectedArticles = (wire: SelectedArticlesWire): SelectedArticles => ({
  selected: wire.selected_article.map(toArticleSummary),
  slider: wire.slider_article.map(toArticleSummary),
  editorPicks: wire.editor_pick.map(toArticleSummary),
});

export const toArticlePage = (wire: ArticleListWire): Page<ArticleSummary> => ({
  items: wire.data.map(toArticleSummary),
  page: wire.page,
  perPage: wire.per_page,
  total: wire.total,
  totalPages: wire.total_pages,
});
