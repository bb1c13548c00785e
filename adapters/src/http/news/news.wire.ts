import * as z from 'zod/mini';
import { paged } from '../envelope';
import { productCardWire } from '../catalogue/product.wire';
import { count, id, text } from '../wire-fields';

/** A tag of the articles; `total` is how many articles carry it (`GET uni/news/tags`, `GET uni/news/tags-top`). */
export const newsTagWire = z.object({ id: id(), name: text(), slug: text(), total: count() });
export type NewsTagWire = z.infer<typeof newsTagWire>;
export const newsTagListWire = z.array(newsTagWire);
export type NewsTagListWire = z.infer<typeof newsTagListWire>;

/** A category of the articles (`GET uni/news/categories`); `total` is how many articles it holds. */
export const newsCategoryWire = z.object({ id: id(), name: text(), slug: text(), total: count() });
export type NewsCategoryWire = z.infer<typeof newsCategoryWire>;
export const newsCategoryListWire = z.array(newsCategoryWire);
export type NewsCategoryListWire = z.infer<typeof newsCategoryListWire>;

const namedLink = z.object({ id: id(), name: text(), slug: text() });

/** An article in a list or carousel. */
export const articleCardWire = z.object({
  id: id(),
  slug: text(),
  title: text(),
  excerpt: z.string(),
  image_url: text(),
  category: namedLink,
  tags: z.array(namedLink),
  author: z.string(),
  published_at: z.iso.datetime({ offset: true }),
  read_minutes: z.number().check(z.int(), z.minimum(1)),
});
export type ArticleCardWire = z.infer<typeof articleCardWire>;

/** `data` of `GET uni/news/list` (paged: the call takes a query). */
export const articleListWire = paged(articleCardWire);
export type ArticleListWire = z.infer<typeof articleListWire>;

/** `data` of `GET uni/news/selected` (document 2: "selected_article, slider_article, editor_pick"). */
export const selectedArticlesWire = z.object({
  selected_article: z.array(articleCardWire),
  slider_article: z.array(articleCardWire),
  editor_pick: z.array(articleCardWire),
});
export type SelectedArticlesWire = z.infer<typeof selectedArticlesWire>;

/**
 * `data` of `GET uni/news/{id}`. `content` is the body's markup as the CMS
 * wrote it (headings, paragraphs, lists, links, images): untrusted, rendered
 * only through the storefront's article sanitiser.
 */
export const articleDetailWire = z.extend(articleCardWire, {
  meta_title: z.nullish(z.string()),
  meta_desc: z.nullish(z.string()),
  content: z.string(),
});
export type ArticleDetailWire = z.infer<typeof articleDetailWire>;

/** `data` of `GET uni/news/products` (query news_id): the article's products as the catalogue's cards. */
export const newsProductListWire = z.array(productCardWire);
export type NewsProductListWire = z.infer<typeof newsProductListWire>;
