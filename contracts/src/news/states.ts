import type { MockApi } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';
import { wholeNumber } from '../provider/state-params';

const ensureCategory = async (api: MockApi, slug: string) => {
  const existing = api.db.newsCategories.findFirst((q) => q.where({ slug }));
  if (existing) return existing;
  const id = api.db.newsCategories.all().reduce((max, c) => Math.max(max, c.id), 0) + 1;
  return api.db.newsCategories.create({ id, name: slug.replace(/-/g, ' '), slug, sort: id });
};

const ensureTag = async (api: MockApi) =>
  api.db.newsTags.all()[0] ?? api.db.newsTags.create({ id: 1, name: 'Sofa', slug: 'sofa' });

/**
 * A published article with id `id` in category `categorySlug`, with a tag and
 * products the catalogue has; replaced when it is not published or has no product.
 */
const ensureArticle = async (api: MockApi, id: number, categorySlug = 'tips-perawatan') => {
  const now = api.clock.unixSeconds();
  const existing = api.db.newsArticles.findFirst((q) => q.where({ id }));
  const hasProducts = existing?.productIds.some((pid) => api.db.products.findFirst((q) => q.where({ id: pid })));
  if (existing && existing.publishedAt <= now && hasProducts && existing.tagIds.length > 0) return;
  api.db.newsArticles.deleteMany((q) => q.where({ id }));
  const category = await ensureCategory(api, categorySlug);
  const tag = await ensureTag(api);
  await api.db.newsArticles.create({
    id,
    slug: `cara-merawat-sofa-kain-${id}`,
    title: 'Cara Merawat Sofa Kain agar Tetap Bersih dan Awet',
    excerpt: 'Lima kebiasaan kecil yang membuat sofa kain tetap bersih.',
    html: '<p>Sofa kain menyerap debu lebih cepat daripada sofa kulit.</p><h2>Rutin</h2><p>Sedot debunya seminggu sekali.</p>',
    categoryId: category.id,
    tagIds: [tag.id],
    author: 'Tim Redaksi MORE',
    publishedAt: now - 86_400,
    productIds: api.db.products.all().slice(0, 3).map((p) => p.id),
    selectedOrder: null,
    sliderOrder: null,
    editorPickOrder: null,
  });
};

/** Provider states the news interactions name. */
export const newsStates: ProviderStates = {
  /** Categories and tags exist, at least one tag on a published article. */
  'news tags and categories exist': async (api) => {
    const now = api.clock.unixSeconds();
    const tagged = api.db.newsArticles.all().some((a) => a.publishedAt <= now && a.tagIds.length > 0);
    if (api.db.newsCategories.count() > 0 && tagged) return;
    await ensureArticle(api, api.db.newsArticles.all().reduce((max, a) => Math.max(max, a.id), 0) + 1);
  },

  /** A published article is in each of selected_article, slider_article and editor_pick. */
  'featured articles are chosen': async (api) => {
    const now = api.clock.unixSeconds();
    const published = () => api.db.newsArticles.all().filter((a) => a.publishedAt <= now);
    if (published().length === 0) await ensureArticle(api, 1);
    const first = published()[0]!;
    const lists = ['selectedOrder', 'sliderOrder', 'editorPickOrder'] as const;
    for (const list of lists) {
      if (published().some((a) => a[list] !== null)) continue;
      await api.db.newsArticles.update((q) => q.where({ id: first.id }), { data: (a) => void (a[list] = 1) });
    }
  },

  /** At least one published article in the category `category` (a slug). */
  'articles exist in a category': async (api, params) => {
    const slug = typeof params.category === 'string' ? params.category : 'tips-perawatan';
    const category = await ensureCategory(api, slug);
    const now = api.clock.unixSeconds();
    if (api.db.newsArticles.all().some((a) => a.categoryId === category.id && a.publishedAt <= now)) return;
    await ensureArticle(api, api.db.newsArticles.all().reduce((max, a) => Math.max(max, a.id), 0) + 1, slug);
  },

  /** A published article with id `id`, tagged, mentioning products the catalogue has. */
  'an article exists': (api, params) => ensureArticle(api, wholeNumber(params.id, 'id')),

  /** No article has id `id`. */
  'no article has the id': (api, params) => {
    const id = wholeNumber(params.id, 'id');
    api.db.newsArticles.deleteMany((q) => q.where({ id }));
  },
};
