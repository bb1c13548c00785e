import { toProductCard } from '@more/core';
import { aProduct } from '@more/core/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { WithWishlist } from '../product/wish-heart.fixture';
import { ProductCarousel } from '../product/ProductCarousel';
import { CAROUSEL_LAYOUTS, fitsFromWidth, swiperBreakpoints } from './carousel-layouts';

// Swiper itself needs a browser's layout (the e2e tests run it); here, what the carousel asks of it.
const swiper = vi.hoisted(() => ({
  destroyed: false,
  destroy: vi.fn(),
  update: vi.fn(),
  slideNext: vi.fn(),
  slidePrev: vi.fn(),
  autoplay: { paused: false, pause: vi.fn(), resume: vi.fn() },
}));
const takeOver = vi.hoisted(() => vi.fn((_container: HTMLElement, _options: { initialSlide: number }) => swiper));
vi.mock('./Carousel.swiper', () => ({ takeOver }));

const cards = Array.from({ length: 6 }, (_, i) => toProductCard(aProduct({ id: i + 1, slug: `kursi-${i + 1}`, name: `Kursi ${i + 1}` })));

describe('<ProductCarousel>', () => {
  it('is a plain row of product cards in the server HTML, in swiper\'s structure: no swiper needed for the first paint', () => {
    const html = renderToString(<WithWishlist><ProductCarousel cards={cards} label="Produk terkait" /></WithWishlist>);
    expect(html).toContain('aria-label="Produk terkait"');
    expect(html).toContain('data-carousel-state="plain"');
    expect(html).toMatch(/<div class="[^"]*\bswiper"[^>]*><ul class="[^"]*\bswiper-wrapper"/);
    expect(html.match(/<li class="[^"]*\bswiper-slide"/g)).toHaveLength(6);
    expect(html).not.toContain('swiper-initialized');
    expect(html.match(/href="\/product\/kursi-\d"/g)).toHaveLength(6);
  });

  it('lets swiper take over the row it rendered, where it was scrolled to, and leaves the nodes in place', async () => {
    const { unmount } = render(<ProductCarousel cards={cards} label="Produk terkait" />, { wrapper: WithWishlist });
    const region = screen.getByRole('region', { name: 'Produk terkait' });
    const list = within(region).getByRole('list');
    const firstSlide = list.firstElementChild as HTMLElement;
    // Scrolled to the third card (cards 100 px wide, 12 px apart).
    Object.defineProperty(firstSlide, 'offsetWidth', { value: 100 });
    list.scrollLeft = 224;
    const link = within(region).getAllByRole('link')[2]!;

    // The keyboard reaching the row asks for swiper.
    act(() => link.focus());
    await waitFor(() => expect(region.getAttribute('data-carousel-state')).toBe('swiper'));

    expect(takeOver).toHaveBeenCalledTimes(1);
    const [container, options] = takeOver.mock.calls[0]!;
    expect(container).toBe(list.parentElement);
    expect(options.initialSlide).toBe(2);
    // The same nodes, and the focus where it was; autoplay waits while it is inside.
    expect(region.querySelector('li')).toBe(firstSlide);
    expect(firstSlide.isConnected).toBe(true);
    expect(document.activeElement).toBe(link);
    expect(swiper.autoplay.pause).toHaveBeenCalled();

    fireEvent.click(within(region).getByRole('button', { name: 'Berikutnya' }));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);

    unmount();
    // Swiper leaves without removing the nodes (React's to remove).
    expect(swiper.destroy).toHaveBeenCalledWith(false, true);
  });

  it('offers keyboard-reachable previous and next buttons named in Indonesian', () => {
    render(<ProductCarousel cards={cards} label="Produk terkait" />, { wrapper: WithWishlist });
    const region = screen.getByRole('region', { name: 'Produk terkait' });
    const prev = within(region).getByRole('button', { name: 'Sebelumnya' });
    const next = within(region).getByRole('button', { name: 'Berikutnya' });
    expect(prev.tagName).toBe('BUTTON');
    expect(next.tagName).toBe('BUTTON');
    expect(within(region).getAllByTestId('product-card')).toHaveLength(6);
  });

  it('scrolls the plain row by a screenful until swiper has arrived', () => {
    const original = window.IntersectionObserver;
    // Far from the viewport: the row stays plain.
    window.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      render(<ProductCarousel cards={cards} label="Terakhir dilihat" />, { wrapper: WithWishlist });
      const list = screen.getByRole('list');
      const scrollBy = vi.fn();
      list.scrollBy = scrollBy;
      Object.defineProperty(list, 'clientWidth', { value: 390 });
      fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
      fireEvent.click(screen.getByRole('button', { name: 'Sebelumnya' }));
      expect(scrollBy.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([390, -390]);
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('has no arrows for a single card', () => {
    render(<ProductCarousel cards={cards.slice(0, 1)} label="Satu" />, { wrapper: WithWishlist });
    // The card's own wishlist heart is its only button.
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([`Wishlist ${cards[0]?.name}`]);
  });
});

describe('carousel layouts (document 1 §9, document 2 §9)', () => {
  it('product group: 4 slides, 1 below 550 px', () => {
    const points = swiperBreakpoints(CAROUSEL_LAYOUTS.group);
    expect(points[0]).toEqual({ slidesPerView: 1 });
    expect(points[891]).toEqual({ slidesPerView: 4 });
  });

  it('other product carousels: 5 slides wide, 2 on narrow screens, breakpoints 891 and 550', () => {
    expect(swiperBreakpoints(CAROUSEL_LAYOUTS.wide)).toEqual({ 0: { slidesPerView: 2 }, 550: { slidesPerView: 3 }, 891: { slidesPerView: 5 } });
  });

  it('home banner: 2 slides centred, 1 at or below 550 px; inspiration at 800 ms', () => {
    expect(swiperBreakpoints(CAROUSEL_LAYOUTS.banner)).toEqual({ 0: { slidesPerView: 1 }, 551: { slidesPerView: 2 } });
    expect(CAROUSEL_LAYOUTS.banner.centred).toBe(true);
    expect(CAROUSEL_LAYOUTS.inspiration.speed).toBe(800);
    expect(CAROUSEL_LAYOUTS.wide.speed).toBe(500);
  });

  it('hides its arrows at the widths where every slide is already in view, for each width of the layout table', () => {
    // 2 related products on a phone (2 in view) need no arrows; 3 do until 550 px.
    expect(fitsFromWidth(CAROUSEL_LAYOUTS.wide, 2)).toBe(0);
    expect(fitsFromWidth(CAROUSEL_LAYOUTS.wide, 3)).toBe(550);
    expect(fitsFromWidth(CAROUSEL_LAYOUTS.wide, 5)).toBe(891);
    expect(fitsFromWidth(CAROUSEL_LAYOUTS.wide, 6)).toBeNull();
    expect(renderToString(<WithWishlist><ProductCarousel cards={cards.slice(0, 3)} label="Produk terkait" /></WithWishlist>)).toContain('data-fits-from="550"');
    expect(renderToString(<WithWishlist><ProductCarousel cards={cards} label="Produk terkait" /></WithWishlist>)).not.toContain('data-fits-from');
    // Carousel.module.css hides the arrows with one rule per width a layout names: these.
    // A new width in the table needs its rule there too.
    const widths = new Set(Object.values(CAROUSEL_LAYOUTS).flatMap((spec) => spec.perView.map(([width]) => width)));
    expect([...widths].sort((a, b) => a - b)).toEqual([0, 550, 551, 891]);
  });
});
