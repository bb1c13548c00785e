import type { ArticleCardWire, ArticleDetailWire } from '@more/adapters/wire';
import type { Database } from '../../db/database';
import type { NewsArticleRecord } from '../../db/news';
import { artworkUrl } from '../media';
import { wibIso } from '../store-time';

/** Reading time at about 200 words a minute of the body's text (its markup left out), at least a minute. */
export const readMinutes = (article: NewsArticleRecord): number =>
  Math.max(1, Math.round(article.html.replace(/<[^>]*>/g, ' ').trim().split(/\s+/).length / 200));

/** Images on the mock's media host are written by path; answered absolute from the API's origin, as a CMS's media URLs are. */
const withMediaOrigin = (html: string, origin: string): string => html.replace(/(<img\b[^>]*\bsrc=")\/media\//g, `$1${origin}/media/`);

export const toArticleCardWire = (db: Database, article: NewsArticleRecord, origin: string): ArticleCardWire => {
  const category = db.newsCategories.findFirst((q) => q.where({ id: article.categoryId }));
  const tags = article.tagIds.flatMap((id) => {
    const tag = db.newsTags.findFirst((q) => q.where({ id }));
    return tag ? [{ id: tag.id, name: tag.name, slug: tag.slug }] : [];
  });
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    image_url: artworkUrl(origin, 'cover', article.title),
    category: category ? { id: category.id, name: category.name, slug: category.slug } : { id: article.categoryId, name: 'Artikel', slug: 'artikel' },
    tags,
    author: article.author,
    published_at: wibIso(article.publishedAt),
    read_minutes: readMinutes(article),
  };
};

export const toArticleDetailWire = (db: Database, article: NewsArticleRecord, origin: string): ArticleDetailWire => ({
  ...toArticleCardWire(db, article, origin),
  meta_title: `${article.title} | MORE Furniture`,
  meta_desc: article.excerpt,
  content: withMediaOrigin(article.html, origin),
});
