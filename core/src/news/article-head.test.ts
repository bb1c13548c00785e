import { describe, expect, it } from 'vitest';
import { articleHead, articleListHead } from './article-head';
import { anArticle } from './fakes';

describe('articleHead', () => {
  it('gives the meta title and description, the cover, and JSON-LD Article with the trail', () => {
    const head = articleHead(anArticle({ author: 'Nadia Kusuma' }), 'https://more.test', 'MORE Furniture');
    expect(head).toMatchObject({ title: 'Cara Merawat Sofa Kain | MORE Furniture', description: 'Tips merawat sofa kain agar awet.', image: 'https://img.test/artikel-1.svg' });
    const [article, crumbs] = head.jsonLd;
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Cara Merawat Sofa Kain agar Awet',
      image: ['https://img.test/artikel-1.svg'],
      datePublished: '2026-11-01T02:00:00.000Z',
      dateModified: '2026-11-01T02:00:00.000Z',
      author: { '@type': 'Person', name: 'Nadia Kusuma' },
      publisher: { '@type': 'Organization', name: 'MORE Furniture' },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Beranda', item: 'https://more.test/' },
        { position: 2, name: 'Artikel', item: 'https://more.test/artikel' },
        { position: 3, name: 'Tips & Perawatan', item: 'https://more.test/artikel/category/tips-perawatan' },
        { position: 4, name: 'Cara Merawat Sofa Kain agar Awet', item: 'https://more.test/artikel/cara-merawat-sofa-kain' },
      ],
    });
  });

  it('names the store as author when the article names none, and clips a long description', () => {
    const head = articleHead(anArticle({ author: ' ', metaDescription: 'kata '.repeat(60) }), 'https://more.test', 'MORE Furniture');
    expect(head.jsonLd[0]).toMatchObject({ author: { '@type': 'Organization', name: 'MORE Furniture' } });
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('…')).toBe(true);
  });
});

describe('articleListHead', () => {
  const sofa = { id: 1, name: 'Sofa', slug: 'sofa', articleCount: 2 };
  const tips = { id: 1, name: 'Tips & Perawatan', slug: 'tips-perawatan', articleCount: 4 };

  it('"With a tags query the title is the tag plus the brand" (document 1 §2): the tag\'s name', () => {
    const head = articleListHead({ category: null, tag: 'sofa', q: null, page: 1 }, { category: null, tag: sofa }, 'https://more.test', 'MORE Furniture');
    expect(head.title).toBe('Sofa | MORE Furniture');
    expect(head.jsonLd[0]).toMatchObject({ itemListElement: [{ name: 'Beranda' }, { name: 'Artikel' }] });
  });

  it('titles a category\'s page by the category, else leaves the meta page\'s title', () => {
    const filter = { category: 'tips-perawatan', tag: null, q: null, page: 1 };
    const head = articleListHead(filter, { category: tips, tag: null }, 'https://more.test', 'MORE Furniture');
    expect(head.title).toBe('Artikel Tips & Perawatan | MORE Furniture');
    expect((head.jsonLd[0] as { itemListElement: unknown[] }).itemListElement).toHaveLength(3);
    expect(articleListHead({ ...filter, category: null }, { category: null, tag: null }, 'https://more.test', 'MORE Furniture').title).toBeNull();
  });
});
