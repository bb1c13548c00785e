import {
  ArticleList,
  ArticleReader,
  type Article,
  FeaturedArticles,
  NewsDirectory,
  StoreFailure,
  Wishlist,
} from '@more/core';
import { InMemoryNewsApi, aProduct, anArticle } from '@more/core/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { aGuestWishlist } from '../../shared/product/wish-heart.fixture';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import { ArticleImageOriginsToken } from './article-images';
import { ArticleBody, articleSanitiserModule } from './ArticleBody';
import ArticleCategoryPage from './pages/ArticleCategoryPage';
import ArticlePage from './pages/ArticlePage';
import ArticlesPage from './pages/ArticlesPage';

// Document 1 §2: /artikel, /artikel/{slug}, /artikel/category/{slug}; document 2 §7 "News".

const tips = { name: 'Tips & Perawatan', slug: 'tips-perawatan' };
const trend = { name: 'Tren Desain', slug: 'tren-desain' };
const sofaTag = { name: 'Sofa', slug: 'sofa' };
const articles: Article[] = Array.from({ length: 14 }, (_, index) =>
  anArticle({
    id: index + 1,
    slug: `artikel-${index + 1}`,
    title: `Artikel Nomor ${index + 1}`,
    category: index % 2 ? trend : tips,
    tags: index < 3 ? [sofaTag] : [],
    publishedAt: Date.UTC(2026, 10, 20 - index, 2),
    author: index === 1 ? '' : 'Nadia Kusuma',
    html: '<h2>Rutin</h2><p>Sedot debu <strong>seminggu sekali</strong>.</p><script>alert(1)</script><img src="https://evil.test/x.gif">',
  }),
);

const newsWorld = (content: Partial<ConstructorParameters<typeof InMemoryNewsApi>[0]> = {}) => {
  const api = new InMemoryNewsApi({
    articles,
    tags: [{ id: 1, ...sofaTag, articleCount: 3 }],
    categories: [
      { id: 1, ...tips, articleCount: 7 },
      { id: 2, ...trend, articleCount: 7 },
    ],
    selectedIds: { selected: [1], slider: [2, 3], editorPicks: [4] },
    productsByArticle: { 1: [aProduct({ id: 7, name: 'Sofa Aruna 3 Seater', slug: 'sofa-aruna-3-seater' })] },
    ...content,
  });
  const services = testServices([
    [NewsDirectory, new NewsDirectory(api)],
    [FeaturedArticles, new FeaturedArticles(api)],
    [ArticleList, new ArticleList(api)],
    [ArticleReader, new ArticleReader(api)],
    [ArticleImageOriginsToken, ['https://api.more.test']],
    [Wishlist, aGuestWishlist()],
  ]);
  return { api, services };
};

const renderAt = (address: string, page: ReactElement, world: ReturnType<typeof newsWorld>) => {
  const location = memoryLocation({ path: address, record: true });
  const view = render(
    <ServicesProvider services={world.services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </ServicesProvider>,
  );
  return { ...view, path: () => location.history.at(-1) ?? address };
};

const cardTitles = (within_: HTMLElement) => within(within_).getAllByTestId('article-card').map((card) => card.querySelector('h2, h3')!.textContent);

describe('/artikel', () => {
  it('shows the headline, the slider, the editor\'s picks, categories, top tags and the newest 12 with a pager', async () => {
    renderAt('/artikel', <ArticlesPage />, newsWorld());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Artikel & Inspirasi');
    const list = await screen.findByTestId('article-list');
    await waitFor(() => expect(within(list).getAllByTestId('article-card')).toHaveLength(12));
    expect(cardTitles(list)[0]).toBe('Artikel Nomor 1');
    expect(within(list).getByText('14 artikel')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Halaman artikel' });
    expect(within(pager).getByRole('link', { name: 'Halaman 2' }).getAttribute('href')).toBe('/artikel?page=2');
    expect(within(screen.getByRole('region', { name: 'Artikel utama' })).getByRole('heading', { level: 2 }).textContent).toBe('Artikel Nomor 1');
    expect(cardTitles(screen.getByRole('region', { name: 'Sorotan Minggu Ini' }))).toEqual(['Artikel Nomor 2', 'Artikel Nomor 3']);
    expect(cardTitles(screen.getByRole('region', { name: 'Pilihan Editor' }))).toEqual(['Artikel Nomor 4']);
    const categories = screen.getByRole('navigation', { name: 'Kategori artikel' });
    expect(within(categories).getByRole('link', { name: /Tips & Perawatan/ }).getAttribute('href')).toBe('/artikel/category/tips-perawatan');
    expect(within(categories).getByRole('link', { name: 'Semua' }).getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByRole('navigation', { name: 'Tag populer' })).getByRole('link', { name: '#Sofa' }).getAttribute('href')).toBe('/artikel?tags=sofa');
    // "14 November 2026 · 4 menit baca": date (document 1 §9's month names) and reading time.
    expect(within(list).getAllByTestId('article-card')[0]!.textContent).toContain('20 November 2026 · 4 menit baca');
  });

  it('narrows to a tag from the address: the tag\'s name as the heading, a way to remove it, no featured block', async () => {
    renderAt('/artikel?tags=sofa', <ArticlesPage />, newsWorld());
    const list = await screen.findByTestId('article-list');
    await waitFor(() => expect(cardTitles(list)).toEqual(['Artikel Nomor 1', 'Artikel Nomor 2', 'Artikel Nomor 3']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Artikel tentang Sofa');
    expect(screen.getByRole('link', { name: 'Hapus tag Sofa' }).getAttribute('href')).toBe('/artikel');
    expect(screen.queryByRole('region', { name: 'Artikel utama' })).toBeNull();
  });

  it('searches by the labelled field, keeping the tag, from page 1', () => {
    const view = renderAt('/artikel?tags=sofa&page=2', <ArticlesPage />, newsWorld());
    fireEvent.change(screen.getByLabelText('Cari artikel'), { target: { value: '  Nomor 2 ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(view.path()).toBe('/artikel?tags=sofa&q=Nomor+2');
  });

  it('says when nothing matches, with the way back to every article', async () => {
    renderAt('/artikel?q=kulkas', <ArticlesPage />, newsWorld());
    const empty = await screen.findByTestId('articles-empty');
    expect(empty.textContent).toContain('Belum ada artikel untuk “kulkas”.');
    expect(within(empty).getByRole('link', { name: 'Lihat semua artikel' }).getAttribute('href')).toBe('/artikel');
  });

  it('shows a skeleton while the list loads, then a failure in Indonesian that "Coba Lagi" recovers', async () => {
    const world = newsWorld();
    world.api.failWith = new StoreFailure('network', 'GET uni/news/list', 'offline');
    renderAt('/artikel', <ArticlesPage />, world);
    expect(screen.getByTestId('article-list-loading').getAttribute('aria-busy')).toBe('true');
    const failed = await screen.findByTestId('article-list-failed');
    expect(failed.textContent).toContain('Artikel belum dapat ditampilkan.');
    expect(screen.getByTestId('featured-articles-failed')).toBeTruthy();
    world.api.failWith = null;
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(within(screen.getByTestId('article-list')).getAllByTestId('article-card')).toHaveLength(12));
  });
});

describe('/artikel/category/{slug}', () => {
  it('lists the category\'s articles under its name, the category marked', async () => {
    renderAt('/artikel/category/tren-desain', <ArticleCategoryPage params={{ slug: 'tren-desain' }} />, newsWorld());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Artikel Tren Desain');
    const list = screen.getByTestId('article-list');
    await waitFor(() => expect(cardTitles(list)).toHaveLength(7));
    expect(cardTitles(list).every((title) => Number(title.split(' ').at(-1)) % 2 === 0)).toBe(true);
    expect(within(screen.getByRole('navigation', { name: 'Kategori artikel' })).getByRole('link', { name: /Tren Desain/ }).getAttribute('aria-current')).toBe('page');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Beranda', 'Artikel', 'Tren Desain']);
  });

  it('says an unknown category is not found (the server answers it 404)', async () => {
    renderAt('/artikel/category/tidak-ada', <ArticleCategoryPage params={{ slug: 'tidak-ada' }} />, newsWorld());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kategori tidak ditemukan');
    expect(screen.getByRole('link', { name: 'Lihat semua artikel' }).getAttribute('href')).toBe('/artikel');
  });
});

describe('/artikel/{slug}', () => {
  it('shows the trail, title, author, date, reading time, cover, the sanitised body, its tags and the products it names', async () => {
    await articleSanitiserModule.request();
    const { container } = renderAt('/artikel/artikel-1', <ArticlePage params={{ slug: 'artikel-1' }} />, newsWorld());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Artikel Nomor 1');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Tips & Perawatan' }).getAttribute('href')).toBe('/artikel/category/tips-perawatan');
    expect(screen.getByText('Oleh Nadia Kusuma')).toBeTruthy();
    expect(screen.getByTestId('article').textContent).toContain('20 November 2026 · 4 menit baca');
    const body = container.querySelector('[data-article-body="1"]')!;
    expect(body.innerHTML).toBe('<h2>Rutin</h2><p>Sedot debu <strong>seminggu sekali</strong>.</p>');
    expect(within(screen.getByRole('navigation', { name: 'Tag artikel' })).getByRole('link', { name: '#Sofa' }).getAttribute('href')).toBe('/artikel?tags=sofa');
    const products = await screen.findByRole('list', { name: 'Produk di artikel ini' });
    expect(within(products).getByRole('link', { name: /Sofa Aruna 3 Seater/ }).getAttribute('href')).toBe('/product/sofa-aruna-3-seater');
    expect(within(products).getByRole('button', { name: /wishlist/i })).toBeTruthy();
  });

  it('leaves out the author when the article names none, and the products block when it names none', async () => {
    renderAt('/artikel/artikel-2', <ArticlePage params={{ slug: 'artikel-2' }} />, newsWorld());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^Oleh/)).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('article-products')).toBeNull());
  });

  it('keeps the article when its products fail, with their own "Coba Lagi"', async () => {
    const world = newsWorld();
    const products = world.api.products.bind(world.api);
    let fail = true;
    world.api.products = (id: number) => (fail ? Promise.reject(new StoreFailure('server', 'GET uni/news/products', 'down')) : products(id));
    renderAt('/artikel/artikel-1', <ArticlePage params={{ slug: 'artikel-1' }} />, world);
    const failed = await screen.findByTestId('article-products-failed');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Artikel Nomor 1');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('list', { name: 'Produk di artikel ini' })).toBeTruthy();
  });

  it('shows a skeleton, then the failure with "Coba Lagi"; an unknown slug says it is not found', async () => {
    const world = newsWorld();
    world.api.failWith = new StoreFailure('network', 'GET uni/news/{id}', 'offline');
    renderAt('/artikel/artikel-1', <ArticlePage params={{ slug: 'artikel-1' }} />, world);
    expect(screen.getByTestId('article-loading')).toBeTruthy();
    const failed = await screen.findByTestId('article-failed');
    world.api.failWith = null;
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Artikel Nomor 1');

    renderAt('/artikel/tidak-ada', <ArticlePage params={{ slug: 'tidak-ada' }} />, newsWorld());
    expect(await screen.findByRole('heading', { name: 'Artikel tidak ditemukan' })).toBeTruthy();
  });
});

describe('ArticleBody: only the sanitiser\'s output is rendered', () => {
  const hostile = '<p onclick="x()">Isi</p><script>alert(1)</script><a href="javascript:alert(1)">klik</a><iframe src="//x"></iframe><img src=x onerror=alert(1)>';
  const withOrigins = (node: ReactElement) => (
    <ServicesProvider services={testServices([[ArticleImageOriginsToken, ['https://api.more.test']]])}>{node}</ServicesProvider>
  );

  it('sanitises in the browser when the page holds no served body (an article opened by a link)', async () => {
    const { container } = render(withOrigins(<ArticleBody articleId={20} html={hostile} />));
    await waitFor(() => expect(container.querySelector('[data-article-body="20"]')).not.toBeNull());
    expect(container.querySelector('[data-article-body="20"]')!.innerHTML).toBe('<p>Isi</p><a>klik</a>');
  });

  it('adopts the body the server rendered for the same article instead of the raw one', () => {
    const served = document.createElement('div');
    served.innerHTML = '<div data-article-body="21"><p>Dari server</p></div>';
    document.body.append(served);
    render(withOrigins(<ArticleBody articleId={21} html="<p>mentah</p>" />));
    expect(screen.getAllByText('Dari server')).toHaveLength(2);
    expect(screen.queryByText('mentah')).toBeNull();
    served.remove();
  });

  it('renders sanitised markup on the server once its sanitiser is loaded', async () => {
    await articleSanitiserModule.request();
    const html = renderToString(withOrigins(<ArticleBody articleId={22} html={hostile} />));
    expect(html).toContain('data-article-body="22"');
    expect(html).toContain('<p>Isi</p><a>klik</a>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript|iframe/);
  });
});
