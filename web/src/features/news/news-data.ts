import {
  ArticleList,
  ArticleReader,
  FeaturedArticles,
  NewsDirectory,
  STORE_BRAND,
  articleFilterFromAddress,
  articleHead,
  articleListHead,
  categoryNamed,
  jsonLdText,
  tagNamed,
} from '@more/core';
import type { HeadContext, LoadContext, LoadResult, RouteHead } from '../../shared/route-contract';
import { articleSanitiserModule, hasServedBody } from './ArticleBody';

/**
 * The article pages' public data (document 2 §7 "News"): what the server
 * renders and the browser hydrates with. A failed call is a state the page
 * shows with a retry, never a rejection; only an unknown article or category
 * is 'not-found' (the server answers 404 with the /404 page).
 */

/** `/artikel`: the featured articles, the filters' names and the list of the address. */
export const loadArticlesPage = async ({ services, search }: LoadContext): Promise<LoadResult> => {
  await Promise.all([
    services.get(FeaturedArticles).ensureLoaded(),
    services.get(NewsDirectory).ensureLoaded(),
    services.get(ArticleList).show(articleFilterFromAddress(search)),
  ]);
  return 'ok';
};

/** `/artikel/category/{slug}`: an unknown category is a 404; a failed directory is shown with a retry. */
export const loadArticleCategoryPage = async ({ services, params, search }: LoadContext): Promise<LoadResult> => {
  const slug = params.slug ?? '';
  const directory = services.get(NewsDirectory);
  await directory.ensureLoaded();
  const state = directory.current;
  if (state.status === 'ready' && !categoryNamed(state.value, slug)) return 'not-found';
  await services.get(ArticleList).show(articleFilterFromAddress(search, slug));
  return 'ok';
};

/** `/artikel/{slug}`: the article and the products it names; the sanitiser for a body not served. */
export const loadArticlePage = async ({ services, params }: LoadContext): Promise<LoadResult> => {
  const slug = params.slug ?? '';
  if (!slug) return 'not-found';
  const reader = services.get(ArticleReader);
  await reader.ensureOpen(slug);
  const state = reader.current;
  if (state.status === 'failed') return state.failure.kind === 'not-found' ? 'not-found' : 'ok';
  if (state.status === 'ready' && !hasServedBody(state.value.id)) await articleSanitiserModule.request().catch(() => undefined);
  return 'ok';
};

/** The list pages' head: the tag's name or the category's in the title, and their BreadcrumbList. */
const listHead = async ({ services, params, origin }: HeadContext, search: string): Promise<RouteHead> => {
  const directory = services.get(NewsDirectory);
  await directory.ensureLoaded();
  const filter = articleFilterFromAddress(search, params.slug ?? null);
  const state = directory.current;
  const named = state.status === 'ready' ? { category: categoryNamed(state.value, filter.category), tag: tagNamed(state.value, filter.tag) } : { category: null, tag: null };
  const head = articleListHead(filter, named, origin, STORE_BRAND);
  const cover = services.get(FeaturedArticles).current;
  const image = cover.status === 'ready' ? (cover.value.selected[0]?.imageUrl ?? null) : null;
  return { ...(head.title ? { title: head.title } : {}), ...(image && !filter.category ? { ogImage: image } : {}), jsonLd: jsonLdText(head.jsonLd) };
};

export const articlesHead = (context: HeadContext): Promise<RouteHead> => listHead({ ...context, params: {} }, context.search);

export const articleCategoryHead = (context: HeadContext): Promise<RouteHead> => listHead(context, context.search);

/** `/artikel/{slug}`: meta_title/meta_desc, og:type article with the cover, JSON-LD Article + BreadcrumbList; the cover preloaded. */
export const articlePageHead = async ({ services, params, origin }: HeadContext): Promise<RouteHead | null> => {
  const slug = params.slug ?? '';
  const reader = services.get(ArticleReader);
  await reader.ensureOpen(slug);
  const state = reader.current;
  if (state.status !== 'ready' || state.value.slug !== slug) return null;
  const head = articleHead(state.value, origin, STORE_BRAND);
  return {
    title: head.title,
    description: head.description,
    ogType: 'article',
    ogImage: head.image,
    jsonLd: jsonLdText(head.jsonLd),
  };
};
