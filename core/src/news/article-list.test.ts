import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArticleList, articleFilterFromAddress, articleListHref, isNarrowed } from './article-list';
import { anArticle, InMemoryNewsApi } from './fakes';

// Document 1 §2: /artikel, /artikel/{slug}, /artikel/category/{slug}; "With a tags query the title is the tag plus the brand".
describe('the article list\'s address', () => {
  it('reads the tag (?tags=), the words (?q=) and the page, with the category of the path', () => {
    expect(articleFilterFromAddress('?tags=sofa&q=+kain++bersih&page=3', 'tips-perawatan')).toEqual({
      category: 'tips-perawatan',
      tag: 'sofa',
      q: 'kain bersih',
      page: 3,
    });
    expect(articleFilterFromAddress('')).toEqual({ category: null, tag: null, q: null, page: 1 });
    for (const page of ['0', '-2', '1.5', 'dua', '']) expect(articleFilterFromAddress(`?page=${page}`).page).toBe(1);
    expect(articleFilterFromAddress(`?q=${'a'.repeat(300)}`).q).toHaveLength(100);
  });

  it('writes a filter as its address, page 1 without a page', () => {
    expect(articleListHref({ category: null, tag: null, q: null, page: 1 })).toBe('/artikel');
    expect(articleListHref({ category: 'tips-perawatan', tag: 'sofa', q: 'kain & kulit', page: 2 })).toBe(
      '/artikel/category/tips-perawatan?tags=sofa&q=kain+%26+kulit&page=2',
    );
  });

  it('reads back any filter it writes', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((s) => s.length <= 40);
    const words = fc.string({ maxLength: 40 }).map((s) => s.replace(/\s+/g, ' ').trim()).map((s) => (s === '' ? null : s));
    fc.assert(
      fc.property(fc.option(slug), fc.option(slug), words, fc.integer({ min: 1, max: 500 }), (category, tag, q, page) => {
        const filter = { category, tag, q, page };
        const href = articleListHref(filter);
        const [path, search = ''] = href.split('?');
        const fromPath = path!.startsWith('/artikel/category/') ? decodeURIComponent(path!.slice('/artikel/category/'.length)) : null;
        expect(articleFilterFromAddress(`?${search}`, fromPath)).toEqual(filter);
      }),
    );
  });

  it('is narrowed by a tag or words, not by a category or page', () => {
    expect(isNarrowed({ category: 'x', tag: null, q: null, page: 4 })).toBe(false);
    expect(isNarrowed({ category: null, tag: 'sofa', q: null, page: 1 })).toBe(true);
    expect(isNarrowed({ category: null, tag: null, q: 'kasur', page: 1 })).toBe(true);
  });
});

describe('ArticleList', () => {
  const articles = Array.from({ length: 14 }, (_, index) =>
    anArticle({ id: index + 1, slug: `a-${index + 1}`, tags: index % 2 ? [{ name: 'Sofa', slug: 'sofa' }] : [] }),
  );

  it('shows a page of 12 of the filter, and does not ask again for the same filter', async () => {
    const api = new InMemoryNewsApi({ articles });
    const list = new ArticleList(api);
    const filter = articleFilterFromAddress('?page=2');
    await list.show(filter);
    expect(list.current).toMatchObject({ status: 'ready', value: { filter, articles: { page: 2, total: 14, totalPages: 2 } } });
    expect(list.current.status === 'ready' && list.current.value.articles.items.map((a) => a.id)).toEqual([13, 14]);
    await list.show({ ...filter });
    expect(api.calls).toEqual(['list']);
    await list.show(articleFilterFromAddress('?tags=sofa'));
    expect(list.current.status === 'ready' && list.current.value.articles.total).toBe(7);
  });

  it('fails as a state naming the call, and retries the same filter', async () => {
    const api = new InMemoryNewsApi({ articles });
    api.failWith = new Error('offline');
    const list = new ArticleList(api);
    await list.show(articleFilterFromAddress('?q=sofa'));
    expect(list.current).toMatchObject({ status: 'failed', failure: { call: 'GET uni/news/list' } });
    api.failWith = null;
    await list.retry();
    expect(list.current).toMatchObject({ status: 'ready', value: { filter: { q: 'sofa' } } });
  });

  it('drops an answer to a filter the shopper has left', async () => {
    let release!: () => void;
    const slow = new InMemoryNewsApi({ articles });
    const api = {
      list: async (query: Parameters<typeof slow.list>[0]) => {
        if (query.tag === 'sofa') await new Promise<void>((resolve) => (release = resolve));
        return slow.list(query);
      },
    };
    const list = new ArticleList(api);
    const first = list.show(articleFilterFromAddress('?tags=sofa'));
    await list.show(articleFilterFromAddress(''));
    release();
    await first;
    expect(list.current.status === 'ready' && list.current.value.filter.tag).toBe(null);
  });
});
