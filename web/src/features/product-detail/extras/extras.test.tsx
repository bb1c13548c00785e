import {
  AuthStore,
  ChosenLocation,
  InMemorySessionStore,
  InstalmentPlans,
  ProductInspirations,
  ProductReviews,
  ProductVouchers,
  RelatedProducts,
  ShippingEstimate,
  StoreFailure,
  Wishlist,
} from '@more/core';
import {
  aCreditCardInstalment,
  anInspiration,
  aProduct,
  aProductDetail,
  aProductVariant,
  aReview,
  aShippingOption,
  aVoucher,
  InMemoryCheckoutApi,
  InMemoryInspirationApi,
  InMemoryLocationApi,
  InMemoryLocationStore,
  InMemoryProductCatalogue,
  InMemoryRegionsApi,
  InMemoryReviewsApi,
} from '@more/core/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../../shared/services';
import { ServicesProvider } from '../../../shared/services';
import { aGuestWishlist } from '../../../shared/product/wish-heart.fixture';
import { ProductExtras } from './ProductExtras';
import { PurchaseExtras } from './PurchaseExtras';

const customer = { token: 't', user: { name: 'Sinta', email: 'sinta@contoh.id', picture: null, hasPassword: true } };

interface Setup {
  readonly checkout?: InMemoryCheckoutApi;
  readonly regions?: InMemoryRegionsApi;
  readonly reviews?: InMemoryReviewsApi;
  readonly catalogue?: InMemoryProductCatalogue;
  readonly inspirations?: InMemoryInspirationApi;
  readonly loggedIn?: boolean;
}

const servicesFor = (setup: Setup) => {
  const auth = new AuthStore(new InMemorySessionStore(setup.loggedIn ? customer : null));
  const checkout = setup.checkout ?? new InMemoryCheckoutApi();
  const location = new ChosenLocation(new InMemoryLocationApi(), new InMemoryLocationStore(), auth);
  const instances = new Map<unknown, unknown>([
    [AuthStore, auth],
    [ProductVouchers, new ProductVouchers(checkout)],
    [InstalmentPlans, new InstalmentPlans(checkout)],
    [ShippingEstimate, new ShippingEstimate(checkout, setup.regions ?? new InMemoryRegionsApi(), location)],
    [ProductReviews, new ProductReviews(setup.reviews ?? new InMemoryReviewsApi())],
    [RelatedProducts, new RelatedProducts(setup.catalogue ?? new InMemoryProductCatalogue())],
    [ProductInspirations, new ProductInspirations(setup.inspirations ?? new InMemoryInspirationApi())],
    [Wishlist, aGuestWishlist()],
  ]);
  const services: Services = {
    get: (id) => {
      if (!instances.has(id)) throw new Error(`not bound: ${String(id)}`);
      return instances.get(id) as never;
    },
  };
  return services;
};

const variant = aProductVariant({ id: 11, price: { normal: 3_500_000, discounted: 3_500_000 }, flashSale: null });
const bed = aProductDetail({ id: 1, rating: 4.5, voucherText: 'Rp50.000', variants: [variant], category: { id: 1, name: 'Kamar Tidur', slug: 'kamar-tidur' } });

const renderPurchase = (setup: Setup) =>
  render(
    <ServicesProvider services={servicesFor(setup)}>
      <PurchaseExtras product={bed} variant={variant} />
    </ServicesProvider>,
  );

const renderBelow = (setup: Setup, product = bed) =>
  render(
    <ServicesProvider services={servicesFor(setup)}>
      <ProductExtras product={product} />
    </ServicesProvider>,
  );

/** Every section is near the screen at once: the observer reports each element as it is observed. */
class NearObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', NearObserver));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<PurchaseExtras> vouchers', () => {
  it('shows a guest the product\'s voucher and a login link, without asking more/voucher', async () => {
    const checkout = new InMemoryCheckoutApi({ vouchers: [aVoucher()] });
    renderPurchase({ checkout });
    expect(await screen.findByText('Voucher Rp50.000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk untuk melihat kode voucher' }).getAttribute('href')).toMatch(/^\/login\?redirect=/);
    expect(checkout.calls).not.toContain('vouchers');
  });

  it('lists a customer\'s vouchers with their terms, and "Salin" copies the code', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const checkout = new InMemoryCheckoutApi({ vouchers: [aVoucher({ code: 'HEMAT100', title: 'Potongan Rp100.000', minimumSpend: 1_000_000 })] });
    renderPurchase({ checkout, loggedIn: true });
    const voucher = await screen.findByTestId('product-voucher');
    expect(voucher.textContent).toContain('Potongan Rp100.000');
    expect(voucher.textContent).toContain('Min. belanja Rp1.000.000');
    expect(voucher.textContent).toContain('Berlaku hingga');
    await act(async () => {
      await Promise.resolve();
      fireEvent.click(within(voucher).getByRole('button', { name: 'Salin kode HEMAT100' }));
    });
    expect(writeText).toHaveBeenCalledWith('HEMAT100');
    expect(within(voucher).getByRole('button').textContent).toBe('Tersalin');
  });

  it('shows two vouchers until the customer asks for all', async () => {
    const checkout = new InMemoryCheckoutApi({ vouchers: [1, 2, 3].map((id) => aVoucher({ id, code: `KODE${id}`, endsAt: Date.UTC(2026, 11, id) })) });
    renderPurchase({ checkout, loggedIn: true });
    await screen.findAllByTestId('product-voucher');
    expect(screen.getAllByTestId('voucher-code').map((code) => code.textContent)).toEqual(['KODE1', 'KODE2']);
    const toggle = screen.getByRole('button', { name: 'Lihat semua voucher (3)' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByTestId('voucher-code')).toHaveLength(3);
    expect(toggle.textContent).toBe('Tampilkan lebih sedikit');
  });

  it('hides the vouchers when a customer has none, and offers Coba Lagi when they fail', async () => {
    const checkout = new InMemoryCheckoutApi({ vouchers: [] });
    checkout.failNext('vouchers', new StoreFailure('server', 'GET more/voucher', 'down'));
    renderPurchase({ checkout, loggedIn: true });
    const alert = await screen.findByText('Voucher belum dapat ditampilkan.');
    await act(async () => {
      await Promise.resolve();
      fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Coba Lagi' }));
    });
    expect(screen.queryByTestId('product-vouchers')).toBeNull();
    expect(screen.queryByText('Voucher belum dapat ditampilkan.')).toBeNull();
  });
});

describe('<PurchaseExtras> instalments', () => {
  it('heads with the cheapest month for the variant\'s price and opens a table by method', async () => {
    renderPurchase({ checkout: new InMemoryCheckoutApi({ paymentMethods: [aCreditCardInstalment({ tenors: [{ months: 3, fee: 0 }, { months: 12, fee: 199_000 }] })] }) });
    const toggle = await screen.findByRole('button', { name: /Cicilan mulai Rp308\.250\/bulan/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'Cicilan Kartu Kredit' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '3 bulanRp1.166.667/bulanTanpa biaya',
      '12 bulanRp308.250/bulanBiaya Rp199.000',
    ]);
  });

  it('shows nothing without instalment methods, and Coba Lagi after a failure', async () => {
    const checkout = new InMemoryCheckoutApi({ paymentMethods: [] });
    checkout.failNext('paymentMethods', new StoreFailure('network', 'GET uni/payment/list', 'offline'));
    renderPurchase({ checkout });
    expect(await screen.findByText('Cicilan belum dapat ditampilkan.')).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
      fireEvent.click(screen.getAllByRole('button', { name: 'Coba Lagi' })[0]!);
    });
    expect(screen.queryByTestId('instalments')).toBeNull();
  });
});

describe('<PurchaseExtras> shipping estimate', () => {
  it('lets the keyboard choose a city and shows its shipping prices, free first', async () => {
    const checkout = new InMemoryCheckoutApi({
      shippingOptions: [aShippingOption({ code: 'reg', courier: 'JNE', service: 'Reguler', price: 35_000, estimate: '1 hari' }), aShippingOption({ code: 'jtr', courier: 'JNE', service: 'Trucking', price: 0, estimate: '1-2 hari' })],
    });
    renderPurchase({ checkout });
    const input = await screen.findByRole('combobox', { name: 'Kota tujuan' });
    fireEvent.change(input, { target: { value: 'sura' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Kota Surabaya']);
    await act(async () => {
      await Promise.resolve();
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(checkout.shippingQueries.at(-1)).toMatchObject({ cityId: '3578', items: [{ variantId: 11, quantity: 1 }] });
    expect(screen.getAllByTestId('shipping-line').map((line) => line.textContent)).toEqual(['JNE Trucking · Estimasi 1-2 hariGratis', 'JNE Reguler · Estimasi 1 hariRp35.000']);
    expect((input as HTMLInputElement).value).toBe('Kota Surabaya');
  });

  it('says so when no city matches, and closes the list with Escape', async () => {
    renderPurchase({});
    const input = await screen.findByRole('combobox', { name: 'Kota tujuan' });
    fireEvent.change(input, { target: { value: 'atlantis' } });
    expect(screen.getByText('Kota tidak ditemukan')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'kab' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toMatch(/option-1$/);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers Coba Lagi when the city list fails', async () => {
    const regions = new InMemoryRegionsApi();
    regions.failWith = new StoreFailure('server', 'GET uni/city/all-city', 'down');
    renderPurchase({ regions });
    expect(await screen.findByText('Daftar kota belum dapat ditampilkan.')).toBeTruthy();
    regions.failWith = null;
    await act(async () => {
      await Promise.resolve();
      fireEvent.click(screen.getAllByRole('button', { name: 'Coba Lagi' }).at(-1)!);
    });
    expect(screen.getByRole('combobox', { name: 'Kota tujuan' })).toBeTruthy();
  });
});

describe('<ProductExtras> reviews', () => {
  it('shows a guest the product\'s rating and a login link for the reviews', async () => {
    const reviews = new InMemoryReviewsApi([aReview({ productId: 1 })]);
    renderBelow({ reviews });
    const summary = await screen.findByTestId('rating-summary');
    expect(summary.textContent).toContain('4,5');
    expect(screen.getByRole('link', { name: 'Masuk untuk membaca ulasan pembeli' })).toBeTruthy();
    expect(reviews.calls).toEqual([]);
  });

  it('says "Belum ada rating" for a product nobody rated, not "0,0/5"', async () => {
    renderBelow({ reviews: new InMemoryReviewsApi([]) }, { ...bed, rating: 0 });
    const summary = await screen.findByTestId('rating-summary');
    expect(summary.textContent).toBe('Belum ada rating');
  });

  it('pages a customer\'s reviews 3 at a time with photos that open larger', async () => {
    const showModal = vi.fn();
    HTMLDialogElement.prototype.showModal = showModal;
    const reviews = new InMemoryReviewsApi(
      Array.from({ length: 5 }, (_, i) => aReview({ id: i + 1, productId: 1, photos: i === 0 ? [{ id: 9, url: 'https://img.test/9.jpg', name: '9.jpg' }] : [] })),
    );
    renderBelow({ reviews, loggedIn: true });
    expect(await screen.findAllByTestId('review')).toHaveLength(3);
    expect(screen.getByTestId('rating-summary').textContent).toContain('5 ulasan');
    fireEvent.click(screen.getByRole('button', { name: /Perbesar Foto ulasan/ }));
    expect(showModal).toHaveBeenCalled();
    await act(async () => {
      await Promise.resolve();
      fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    });
    expect(screen.getAllByTestId('review')).toHaveLength(5);
    expect(document.activeElement).toBe(screen.getAllByTestId('review')[3]);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('hides the section when a customer finds no reviews, and retries a failure', async () => {
    const reviews = new InMemoryReviewsApi([]);
    reviews.failing.reviewsOf = new StoreFailure('server', 'GET more/product/review/{product_id}', 'down');
    renderBelow({ reviews, loggedIn: true });
    expect(await screen.findByText('Ulasan belum dapat ditampilkan.')).toBeTruthy();
    delete reviews.failing.reviewsOf;
    await act(async () => {
      await Promise.resolve();
      fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    });
    expect(screen.queryByTestId('product-reviews')).toBeNull();
  });
});

describe('<ProductExtras> related carousels and inspiration', () => {
  const products = Array.from({ length: 20 }, (_, i) => aProduct({ id: i + 1, slug: `p-${i + 1}`, name: `Produk ${i + 1}`, isBundle: i >= 14 }));

  it('shows related (8), other bundles (5) and recommended (5) as carousels of cards', async () => {
    renderBelow({ catalogue: new InMemoryProductCatalogue(products) });
    const related = await screen.findByRole('region', { name: 'Produk Terkait' });
    expect(within(related).getAllByTestId('product-card')).toHaveLength(8);
    expect(within(screen.getByRole('region', { name: 'Paket Lainnya' })).getAllByTestId('product-card')).toHaveLength(5);
    expect(within(screen.getByRole('region', { name: 'Rekomendasi Untukmu' })).getAllByTestId('product-card')).toHaveLength(5);
  });

  it('hides an empty list and offers Coba Lagi for a failed one', async () => {
    const catalogue = new InMemoryProductCatalogue([]);
    catalogue.failWith = new StoreFailure('server', 'GET uni/product', 'down');
    renderBelow({ catalogue });
    expect(await screen.findByText('Produk Terkait belum dapat ditampilkan.')).toBeTruthy();
    catalogue.failWith = null;
    await act(async () => {
      await Promise.resolve();
      for (const button of screen.getAllByRole('button', { name: 'Coba Lagi' })) fireEvent.click(button);
    });
    expect(screen.queryByTestId('related-related')).toBeNull();
    expect(screen.queryByTestId('related-bundles')).toBeNull();
  });

  it('shows the inspirations of the product\'s room as linked cards, and nothing without any', async () => {
    const rooms = [{ id: 1, name: 'Kamar Tidur', slug: 'kamar-tidur', imageUrl: 'https://img.test/r.jpg', inspirationCount: 1 }];
    const inspirations = new InMemoryInspirationApi([anInspiration({ id: 3, slug: 'kamar-japandi', title: 'Kamar Japandi', room: { slug: 'kamar-tidur', name: 'Kamar Tidur' } })], rooms);
    renderBelow({ inspirations });
    const card = await screen.findByTestId('inspiration-card');
    expect(card.getAttribute('href')).toBe('/inspirasi-detail/kamar-japandi');
    expect(card.textContent).toContain('Kamar Japandi');
  });

  it('leaves the inspiration out when the room has none', async () => {
    renderBelow({ inspirations: new InMemoryInspirationApi([], []) });
    await act(async () => {
      await Promise.resolve();});
    expect(screen.queryByTestId('product-inspirations')).toBeNull();
  });
});
