import type { NewsCategoryWire, NewsTagWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { NewsArticleRecord } from '../../db/news';
import { readQuery } from '../body';
import { toProductCardWire } from '../catalogue/product-wire';
import type { MockContext } from '../context';
import { idOrSlug, pageOfRecords, pagingFields, textFilter } from '../inspiration/paging';
import { notFound, ok } from '../respond';
import type { Router } from '../router';
import { toArticleCardWire, toArticleDetailWire } from './news-wire';

/** `GET uni/news/list` query (document 2: "with query"; keys chosen: category and tag slugs, q, page, per_page). */
const articleListQuery = z.object({ category: textFilter(), tag: textFilter(), q: textFilter(), ...pagingFields });
/** `GET uni/news/products`: "by news_id". */
const newsProductsQuery = z.object({ news_id: z.coerce.number().int().min(1).max(999_999_999) });

/** How many tags `GET uni/news/tags-top` answers. */
export const TOP_TAG_COUNT = 8;

const newestFirst = (a: NewsArticleRecord, b: NewsArticleRecord) => b.publishedAt - a.publishedAt || b.id - a.id;

/** Articles published by now: one scheduled for later is not shown yet. */
const published = (ctx: MockContext) => {
  const now = ctx.clock.unixSeconds();
  return ctx.db.newsArticles.all().filter((article) => article.publishedAt <= now);
};

const findArticle = (ctx: MockContext, value: string): NewsArticleRecord | undefined => {
  const key = idOrSlug(value);
  return published(ctx).find((article) => ('id' in key ? article.id === key.id : article.slug === key.slug));
};

const tagWires = (ctx: MockContext): NewsTagWire[] => {
  const articles = published(ctx);
  return ctx.db.newsTags
    .all()
    .map((tag) => ({ id: tag.id, name: tag.name, slug: tag.slug, total: articles.filter((article) => article.tagIds.includes(tag.id)).length }));
};

/** Document 2 §7 "News". */
export const newsCallHandlers = (ctx: MockContext, router: Router) => [
  router.public('GET uni/news/tags', () => ok(tagWires(ctx).sort((a, b) => a.name.localeCompare(b.name, 'id')))),

  router.public('GET uni/news/tags-top', () =>
    ok(
      tagWires(ctx)
        .filter((tag) => tag.total > 0)
        .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'id'))
        .slice(0, TOP_TAG_COUNT),
    ),
  ),

  router.public('GET uni/news/categories', () => {
    const articles = published(ctx);
    return ok(
      ctx.db.newsCategories
        .all()
        .sort((a, b) => a.sort - b.sort)
        .map((category): NewsCategoryWire => ({
          id: category.id,
          name: category.name,
          slug: category.slug,
          total: articles.filter((article) => article.categoryId === category.id).length,
        })),
    );
  }),

  router.public('GET uni/news/selected', ({ origin }) => {
    const articles = published(ctx);
    const list = (order: (article: NewsArticleRecord) => number | null) =>
      articles
        .filter((article) => order(article) !== null)
        .sort((a, b) => (order(a) ?? 0) - (order(b) ?? 0))
        .map((article) => toArticleCardWire(ctx.db, article, origin));
    return ok({
      selected_article: list((a) => a.selectedOrder),
      slider_article: list((a) => a.sliderOrder),
      editor_pick: list((a) => a.editorPickOrder),
    });
  }),

  router.public('GET uni/news/list', ({ request, origin }) => {
    const query = readQuery(request, articleListQuery);
    if (!query.ok) return query.response;
    const { category, tag, q, page, per_page } = query.value;
    const categoryId = category === undefined ? undefined : (ctx.db.newsCategories.findFirst((c) => c.where({ slug: category }))?.id ?? -1);
    const tagId = tag === undefined ? undefined : (ctx.db.newsTags.findFirst((t) => t.where({ slug: tag }))?.id ?? -1);
    const words = q?.toLowerCase();
    const matching = published(ctx)
      .filter(
        (article) =>
          (categoryId === undefined || article.categoryId === categoryId) &&
          (tagId === undefined || article.tagIds.includes(tagId)) &&
          (!words || `${article.title} ${article.excerpt}`.toLowerCase().includes(words)),
      )
      .sort(newestFirst);
    const list = pageOfRecords(matching, page, per_page);
    return ok({ ...list, data: list.data.map((article) => toArticleCardWire(ctx.db, article, origin)) });
  }),

  router.public('GET uni/news/products', ({ request, origin }) => {
    const query = readQuery(request, newsProductsQuery);
    if (!query.ok) return query.response;
    const article = findArticle(ctx, String(query.value.news_id));
    if (!article) return notFound('Artikel');
    return ok(
      article.productIds.flatMap((id) => {
        const product = ctx.db.products.findFirst((q) => q.where({ id }));
        return product ? [toProductCardWire(product, origin)] : [];
      }),
    );
  }),

  router.public('GET uni/news/{id}', ({ params, origin }) => {
    const article = findArticle(ctx, params.id ?? '');
    return article ? ok(toArticleDetailWire(ctx.db, article, origin)) : notFound('Artikel');
  }),
];
