import { Collection } from '@msw/data';
import { z } from 'zod';

export const newsCategoryRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sort: z.number().int(),
});
export type NewsCategoryRecord = z.infer<typeof newsCategoryRecord>;

export const newsTagRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type NewsTagRecord = z.infer<typeof newsTagRecord>;

/**
 * An article of /artikel: its body as the CMS's markup (`html`; images on the
 * media host by path, made absolute when answered), a category, tags, and the
 * products it mentions.
 */
export const newsArticleRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  html: z.string(),
  categoryId: z.number().int(),
  tagIds: z.array(z.number().int()),
  author: z.string(),
  /** Unix seconds. */
  publishedAt: z.number().int(),
  productIds: z.array(z.number().int()),
  /** Featured lists of `GET uni/news/selected`: place in each, or null when not in it. */
  selectedOrder: z.number().int().nullable(),
  sliderOrder: z.number().int().nullable(),
  editorPickOrder: z.number().int().nullable(),
});
export type NewsArticleRecord = z.infer<typeof newsArticleRecord>;

/** Collections of the news area. */
export const createNewsCollections = () => ({
  newsCategories: new Collection({ schema: newsCategoryRecord }),
  newsTags: new Collection({ schema: newsTagRecord }),
  newsArticles: new Collection({ schema: newsArticleRecord }),
});
