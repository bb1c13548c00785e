import { AuthStore, InMemorySessionStore, LastSeen, LastSeenProducts, SeenProductCards, Wishlist } from '@more/core';
import { aProduct, aUser, InMemoryHistoryApi, InMemoryLastSeenStore, InMemoryProductCatalogue, InMemorySeenCardsStore } from '@more/core/testing';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import { aGuestWishlist } from '../../shared/product/wish-heart.fixture';
import { LastSeenCarousel } from './LastSeenCarousel';

// Swiper needs a browser's layout (the e2e tests run it); here the row stays plain.
vi.mock('../../shared/carousel/Carousel.swiper', () => ({ takeOver: vi.fn(() => ({ destroy: vi.fn(), update: vi.fn(), autoplay: { pause: vi.fn(), resume: vi.fn() } })) }));

const products = Array.from({ length: 12 }, (_, i) => aProduct({ id: i + 1, slug: `kursi-${i + 1}`, name: `Kursi Rotan ${i + 1}` }));

/**
 * The home page's services for the block, real on in-memory ports: the shopper (a customer or a guest), the
 * account's history behind `GET uni/product?type=lastseen`, and the device's history, into which `opened` are
 * opened in order as the product page does (LastSeen.record and SeenProductCards.keep).
 */
const homeFor = async ({ customer, opened = [], accountHistory = [] }: { customer: boolean; opened?: readonly number[]; accountHistory?: readonly number[] }) => {
  const auth = new AuthStore(new InMemorySessionStore(customer ? { token: 't', user: aUser() } : null));
  const lastSeen = new LastSeen(new InMemoryLastSeenStore(), new InMemoryHistoryApi(), auth);
  const seenCards = new SeenProductCards(new InMemorySeenCardsStore(), lastSeen);
  for (const id of opened) {
    await lastSeen.record(id);
    seenCards.keep(products[id - 1]!);
  }
  // The account's history as the server lists it for type=lastseen (the fake applies no type: it holds just those).
  const catalogue = new InMemoryProductCatalogue(accountHistory.map((id) => products[id - 1]!));
  const services = testServices([
    [AuthStore, auth],
    [LastSeenProducts, new LastSeenProducts(catalogue, auth, seenCards)],
    [Wishlist, aGuestWishlist()],
  ]);
  const wrap = (ui: ReactNode) => <ServicesProvider services={services}>{ui}</ServicesProvider>;
  return { catalogue, wrap };
};

const shownNames = async () => {
  const block = await screen.findByTestId('home-last-seen');
  expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('Terakhir Dilihat');
  return within(block)
    .getAllByTestId('product-card')
    .map((card) => within(card).getAllByRole('link')[0]!.getAttribute('href'));
};

// Document 1 §2: the home page shows 'a "last seen products" carousel'; document 2 §9: "Last-seen 8".
describe('<LastSeenCarousel> ("last seen products", issue 40: for guests from the device, for customers from the API)', () => {
  it('shows a guest the products opened on this device, newest first, each once, at most 8, with no call', async () => {
    const { catalogue, wrap } = await homeFor({ customer: false, opened: [1, 2, 3, 2, 4, 5, 6, 7, 8, 9, 10] });
    render(wrap(<LastSeenCarousel />));
    expect(await shownNames()).toEqual(['/product/kursi-10', '/product/kursi-9', '/product/kursi-8', '/product/kursi-7', '/product/kursi-6', '/product/kursi-5', '/product/kursi-4', '/product/kursi-2']);
    expect(catalogue.queries).toEqual([]);
  });

  it('shows a customer the account\'s history from GET uni/product?type=lastseen, as before', async () => {
    const { catalogue, wrap } = await homeFor({ customer: true, opened: [1], accountHistory: [5, 3] });
    render(wrap(<LastSeenCarousel />));
    expect(await shownNames()).toEqual(['/product/kursi-5', '/product/kursi-3']);
    expect(catalogue.queries).toEqual([{ type: 'lastseen', perPage: 8 }]);
  });

  it('shows a guest without history nothing: no heading, no skeleton', async () => {
    const { wrap } = await homeFor({ customer: false });
    const { container } = render(wrap(<LastSeenCarousel />));
    await act(async () => {});
    expect(container.innerHTML).toBe('');
  });

  it('leaves a guest\'s history out of the server\'s HTML (cached publicly) and brings it after hydration, without a mismatch', async () => {
    const { wrap } = await homeFor({ customer: false, opened: [4, 7] });
    const html = renderToString(wrap(<LastSeenCarousel />));
    expect(html).toBe('');

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    try {
      render(wrap(<LastSeenCarousel />), { container, hydrate: true });
      expect(await shownNames()).toEqual(['/product/kursi-7', '/product/kursi-4']);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
