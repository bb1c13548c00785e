import type { Observable } from 'rxjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCategory, aProductGroup, InMemoryCategoryCatalogue, InMemoryProductShowcase } from '../catalogue/fakes';
import { aProduct } from '../catalogue/product.fixture';
import { InMemoryProductCatalogue } from '../catalogue/product-catalogue.fake';
import { anInspiration } from '../inspiration/inspiration.fixture';
import type { Banner } from '../promotions/banner';
import { InMemoryHomeContentApi } from '../promotions/fakes';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { type Loadable, whenSettled } from '../shared/loadable';
import { budgetBanners, budgetLabel } from './budget-banners';
import { HomeBanners, toBannerSlide } from './home-banners';
import { HomeCategories } from './home-categories';
import { HomeProductGroups } from './home-product-groups';
import { InspirationHighlight } from './inspiration-highlight';
import { LastSeenProducts } from './last-seen-products';
import { type ProductCard, toProductCard } from '../catalogue/product-card';
import { InMemorySeenCardsStore } from '../product-detail/fakes';
import { SeenProductCards } from '../product-detail/seen-product-cards';

const aBanner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 1,
  title: 'Koleksi Terbaru',
  position: 'top',
  imageDesktopUrl: 'https://img.test/banner.svg',
  imageMobileUrl: 'https://img.test/banner-mobile.svg',
  link: '/products/type=terbaru',
  ...overrides,
});

const settledValue = async <T>(section: { state$: Observable<Loadable<T>>; ensureLoaded(): void }) => {
  section.ensureLoaded();
  const state = await whenSettled(section.state$);
  if (state.status !== 'ready') throw new Error(`not ready: ${state.status}`);
  return state.value;
};

describe('home banners (document 1 §2-§3)', () => {
  it('links to link_banner, or nowhere ("a no-op link if none")', () => {
    expect(toBannerSlide(aBanner()).href).toBe('/products/type=terbaru');
    expect(toBannerSlide(aBanner({ link: null })).href).toBeNull();
    expect(toBannerSlide(aBanner({ link: '  ' })).href).toBeNull();
  });

  it('names the image by the banner title and falls back to the desktop image on phones', () => {
    const slide = toBannerSlide(aBanner({ imageMobileUrl: '', title: '' }));
    expect(slide.mobileImageUrl).toBe('https://img.test/banner.svg');
    expect(slide.alt).toBe('Promo MORE Furniture');
  });

  it('reads the top banners only (type 1) and leaves out a banner without any image', async () => {
    const api = new InMemoryHomeContentApi({
      banners: [aBanner({ id: 1 }), aBanner({ id: 2, position: 'bottom' }), aBanner({ id: 3, imageDesktopUrl: '', imageMobileUrl: '' })],
    });
    expect((await settledValue(new HomeBanners(api))).map((slide) => slide.id)).toEqual([1]);
    expect(api.calls).toEqual(['banners:top']);
  });
});

describe('home category grid', () => {
  it('links each category to /category/{slug}, its image named by the category when the server gives no alt', async () => {
    const catalogue = new InMemoryCategoryCatalogue({ categories: [aCategory({ id: 4, name: 'Kamar Tidur', slug: 'kamar-tidur', image: { url: 'https://img.test/k.svg', alt: '' } })] });
    const [tile] = await settledValue(new HomeCategories(catalogue));
    expect(tile).toEqual({ id: 4, name: 'Kamar Tidur', image: { url: 'https://img.test/k.svg', alt: 'Kamar Tidur' }, href: '/category/kamar-tidur' });
  });
});

describe('home product groups (document 1 §2: name, description, banner image beside a carousel)', () => {
  it('turns entries into product cards, a bundle entry linking to /bundle/{slug}, and leaves out empty groups', async () => {
    const showcase = new InMemoryProductShowcase({
      groups: [
        aProductGroup({
          id: 1,
          entries: [
            { id: 1, isBundle: false, stock: 3, product: aProduct({ id: 10, slug: 'sofa-a' }) },
            { id: 2, isBundle: true, stock: 3, product: aProduct({ id: 11, slug: 'paket-b', isBundle: false }) },
          ],
        }),
        aProductGroup({ id: 2, entries: [] }),
      ],
    });
    const groups = await settledValue(new HomeProductGroups(showcase));
    expect(groups.map((group) => group.id)).toEqual([1]);
    expect(groups[0]!.cards.map((card) => card.href)).toEqual(['/product/sofa-a', '/bundle/paket-b']);
    expect(groups[0]!.name).toBe('Ruang Tamu Nyaman');
    expect(groups[0]!.banner?.url).toBe('https://img.test/square/ruang-tamu.svg');
  });

  it('names a banner without alt by the group', async () => {
    const showcase = new InMemoryProductShowcase({ groups: [aProductGroup({ image: { url: 'https://img.test/g.svg', alt: '' } }), aProductGroup({ id: 3, image: null })] });
    const groups = await settledValue(new HomeProductGroups(showcase));
    expect(groups.map((group) => group.banner)).toEqual([{ url: 'https://img.test/g.svg', alt: 'Ruang Tamu Nyaman' }, null]);
  });
});

describe('budget banners (document 1 §2)', () => {
  it('link exactly where document 1 §2 says, in its order', () => {
    expect(budgetBanners.map((banner) => banner.href)).toEqual([
      '/products/q=&price_min=0&price_max=500000',
      '/products/q=&price_min=500000&price_max=1000000',
      '/products/q=&price_min=1000000&price_max=2000000',
      '/products/q=&price_min=2000000&price_max=10000000',
    ]);
  });

  it('say their range in rupiah', () => {
    expect(budgetBanners.map((banner) => banner.label)).toEqual([
      'Di bawah Rp500.000',
      'Rp500.000 - Rp1.000.000',
      'Rp1.000.000 - Rp2.000.000',
      'Rp2.000.000 - Rp10.000.000',
    ]);
  });

  it('name both ends of any range that does not start at 0, and only the top of one that does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 1, max: 50_000_000 }), (low, span) => {
        const label = budgetLabel({ priceMin: low, priceMax: low + span });
        return label.startsWith('Rp') && label.includes(' - ');
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: 50_000_000 }), (top) => budgetLabel({ priceMin: 0, priceMax: top }).startsWith('Di bawah Rp')));
  });
});

describe('last seen products ("Last-seen 8", document 2 §9)', () => {
  const products = Array.from({ length: 10 }, (_, i) => aProduct({ id: i + 1, slug: `p-${i + 1}` }));

  /** The device's kept history: the ids LastSeen holds and the cards the product page kept. */
  const deviceHistory = (productIds: readonly number[] = [], cards: readonly ProductCard[] = []) =>
    new SeenProductCards(new InMemorySeenCardsStore(cards), { current: { productIds, syncFailure: null } });

  it('asks nothing for a guest: the server keeps history only for an account, and the block is empty', async () => {
    const catalogue = new InMemoryProductCatalogue(products);
    const section = new LastSeenProducts(catalogue, new AuthStore(new InMemorySessionStore()), deviceHistory());
    expect(await settledValue(section)).toEqual([]);
    expect(catalogue.queries).toEqual([]);
  });

  it('reads GET uni/product?type=lastseen&per_page=8 for a customer, at most 8 cards', async () => {
    const catalogue = new InMemoryProductCatalogue(products);
    const section = new LastSeenProducts(catalogue, new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() })), deviceHistory());
    const cards = await settledValue(section);
    expect(catalogue.queries).toEqual([{ type: 'lastseen', perPage: 8 }]);
    expect(cards.length).toBeLessThanOrEqual(8);
  });

  // Issue 40: "Last seen products" on the home page for guests, "from the history the store already keeps locally".
  it('shows a guest the history kept on the device, newest first, without a call', async () => {
    const catalogue = new InMemoryProductCatalogue(products);
    const cards = products.map(toProductCard);
    const section = new LastSeenProducts(catalogue, new AuthStore(new InMemorySessionStore()), deviceHistory([3, 1, 2], cards));
    expect((await settledValue(section)).map((card) => card.id)).toEqual([3, 1, 2]);
    expect(catalogue.queries).toEqual([]);
  });

  it('reads a customer\'s from the API as before, not the device\'s', async () => {
    const catalogue = new InMemoryProductCatalogue(products);
    const section = new LastSeenProducts(
      catalogue,
      new AuthStore(new InMemorySessionStore({ token: 't', user: aUser() })),
      deviceHistory([3], products.map(toProductCard)),
    );
    await settledValue(section);
    expect(catalogue.queries).toEqual([{ type: 'lastseen', perPage: 8 }]);
  });
});

describe('inspiration highlight', () => {
  it('leads each inspiration to /inspirasi-detail/{slug}', async () => {
    const api = new InMemoryHomeContentApi({ highlightedInspirations: [anInspiration({ slug: 'ruang-tamu-japandi' })] });
    const [card] = await settledValue(new InspirationHighlight(api));
    expect(card!.href).toBe('/inspirasi-detail/ruang-tamu-japandi');
    expect(card!.title).toBe('Ruang Tamu Japandi yang Hangat');
  });
});
