import * as z from 'zod/mini';
import { pagingQueryWire } from '../request-fields';
import { id, text } from '../wire-fields';

/** What the news calls send. */

/** The query of `GET uni/news/list`: a blank category, tag or keyword is left out, not sent empty. */
export const articleListQueryWire = z.strictObject({
  ...pagingQueryWire.shape,
  /** A category's slug. */
  category: z.optional(text()),
  /** A tag's slug. */
  tag: z.optional(text()),
  q: z.optional(text()),
});
export type ArticleListQueryWire = z.input<typeof articleListQueryWire>;

/** The query of `GET uni/news/products`: the article whose products are asked. */
export const newsProductsQueryWire = z.strictObject({ news_id: id() });
export type NewsProductsQueryWire = z.input<typeof newsProductsQueryWire>;
