import { breadcrumbList, type Crumb } from '../shared/structured-data';
import type { Article, NewsCategory, NewsTag } from './article';
import type { ArticleListFilter } from './article-list';
import * as storePaths from '../shared/store-paths';

/** What an article's head says (document 1 §2 meta; issue 22: Open Graph with the cover, JSON-LD `Article` and `BreadcrumbList`). */
export interface ArticleHead {
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  readonly jsonLd: readonly Record<string, unknown>[];
}

const HOME: Crumb = { name: 'Beranda', path: storePaths.home };
const ARTICLES: Crumb = { name: 'Artikel', path: storePaths.articles };

/** The article's trail: Beranda › Artikel › its category (the page itself is the heading, not a link). */
export const articleCrumbs = (article: Pick<Article, 'category'>): readonly Crumb[] => [
  HOME,
  ARTICLES,
  { name: article.category.name, path: storePaths.articleCategory(article.category.slug) },
];

/** The list's trail: Beranda › Artikel, and its category on a category's page. */
export const articleListCrumbs = (category: Pick<NewsCategory, 'name' | 'slug'> | null): readonly Crumb[] =>
  category ? [HOME, ARTICLES, { name: category.name, path: storePaths.articleCategory(category.slug) }] : [HOME, ARTICLES];

const DESCRIPTION_LIMIT = 160;
const clipped = (text: string) => (text.length > DESCRIPTION_LIMIT ? `${text.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…` : text);

/**
 * `/artikel/{slug}`: its meta_title and meta_desc (the mapper falls back to the
 * title and excerpt), the cover for Open Graph, and JSON-LD `Article`
 * (headline, image, dates, author Person, publisher Organization) with the trail.
 * The API gives no date of change: dateModified is the publication.
 */
export const articleHead = (article: Article, origin: string, brand: string): ArticleHead => {
  const published = new Date(article.publishedAt).toISOString();
  const author = article.author.trim();
  return {
    title: article.metaTitle,
    description: clipped(article.metaDescription),
    image: article.imageUrl || null,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title.slice(0, 110),
        description: article.metaDescription,
        ...(article.imageUrl ? { image: [article.imageUrl] } : {}),
        datePublished: published,
        dateModified: published,
        author: author ? { '@type': 'Person', name: author } : { '@type': 'Organization', name: brand },
        publisher: { '@type': 'Organization', name: brand, url: origin },
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}${storePaths.article(article.slug)}` },
        articleSection: article.category.name,
        keywords: article.tags.map((tag) => tag.name).join(', '),
      },
      breadcrumbList(origin, [...articleCrumbs(article), { name: article.title, path: storePaths.article(article.slug) }]),
    ],
  };
};

/**
 * The list pages' own head: with a tags query "the title is the tag plus the
 * brand" (document 1 §2), the tag's name rather than its slug; a category's
 * page is titled by the category. Otherwise the meta page 'Artikel' stands.
 */
export const articleListHead = (
  filter: ArticleListFilter,
  named: { readonly category: NewsCategory | null; readonly tag: NewsTag | null },
  origin: string,
  brand: string,
): { readonly title: string | null; readonly jsonLd: readonly Record<string, unknown>[] } => {
  const title = named.tag ? `${named.tag.name} | ${brand}` : named.category ? `Artikel ${named.category.name} | ${brand}` : null;
  const crumbs = articleListCrumbs(filter.category ? named.category ?? { name: filter.category, slug: filter.category } : null);
  return { title, jsonLd: [breadcrumbList(origin, crumbs)] };
};
