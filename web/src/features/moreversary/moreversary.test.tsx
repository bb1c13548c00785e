import {
  AnniversaryOffers,
  AuthStore,
  InMemorySessionStore,
  MoreversaryMembership,
  StoreFailure,
  Wishlist,
  type ProductSummary,
} from '@more/core';
import { InMemoryAccountApi, aMoreversaryStatus, aProduct, aUser } from '@more/core/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import { aGuestWishlist } from '../../shared/product/wish-heart.fixture';
import MoreversaryPage from './pages/MoreversaryPage';

const DAY = 24 * 3_600_000;
const NOW = Date.UTC(2026, 10, 21, 3, 0);

/** The anniversary's use cases on in-memory ports, wired to a session as the moreversary module wires them. */
const world = (options: { readonly loggedIn?: boolean; readonly products?: readonly ProductSummary[] } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore(options.loggedIn === false ? null : { token: 'token-0', user: aUser({ name: 'Sinta Wulandari' }) }));
  const api = new InMemoryAccountApi();
  const products = options.products ?? Array.from({ length: 10 }, (_, i) => aProduct({ id: i + 1, name: `Sofa ${i + 1}`, discountMaxPercent: i === 6 ? 40 : 0 }));
  const offers = new AnniversaryOffers({ topProducts: () => Promise.resolve(products) });
  const membership = new MoreversaryMembership(api, auth.loggedIn$, () => NOW);
  const services = testServices([
    [AuthStore, auth],
    [AnniversaryOffers, offers],
    [MoreversaryMembership, membership],
    [Wishlist, aGuestWishlist()],
  ]);
  return { auth, api, offers, membership, services };
};

const renderAt = (path: string, page: React.ReactElement, w: ReturnType<typeof world>) =>
  render(
    <ServicesProvider services={w.services}>
      <Router hook={memoryLocation({ path }).hook}>{page}</Router>
    </ServicesProvider>,
  );

describe('/moreversary', () => {
  it('tells the story, shows eight offers with the discounted one first, and invites a guest to log in and come back', async () => {
    const w = world({ loggedIn: false });
    renderAt('/moreversary', <MoreversaryPage params={{}} />, w);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('MOREVERSARY: Rayakan Ulang Tahun MORE Bersama Kami');
    await act(async () => {
      w.offers.load();
      await Promise.resolve();
    });
    const offers = within(screen.getByTestId('moreversary-offers')).getAllByRole('heading', { level: 3 });
    expect(offers.map((h) => h.textContent)).toEqual(['Sofa 7', 'Sofa 1', 'Sofa 2', 'Sofa 3', 'Sofa 4', 'Sofa 5', 'Sofa 6', 'Sofa 8']);
    const invitation = screen.getByTestId('moreversary-login');
    expect(invitation.textContent).toContain('Masuk untuk melihat hadiah ulang tahun Anda');
    expect(within(invitation).getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/moreversary')}`);
    expect(screen.getByRole('link', { name: 'Ikuti Giveaway' }).getAttribute('href')).toBe('/profile/event');
    expect(w.api.calls).toEqual([]);
  });

  it("shows a customer's campaign, period in WIB, membership and reward with the link to the vouchers; a logout drops it", async () => {
    const w = world();
    w.api.moreversaryStatus = aMoreversaryStatus({ startsAt: Date.UTC(2026, 10, 15, 17), endsAt: Date.UTC(2026, 11, 16, 16, 59), memberSince: Date.UTC(2025, 2, 11, 18) });
    renderAt('/moreversary', <MoreversaryPage params={{}} />, w);
    const card = await screen.findByTestId('moreversary-card');
    expect(card.textContent).toContain('16 November 2026 00:00 – 16 Desember 2026 23:59 WIB');
    expect(card.textContent).toContain('Member sejak 12 Maret 2025');
    expect(within(card).getByTestId('moreversary-eligible').textContent).toContain('Voucher ulang tahun Rp100.000');
    expect(within(card).getByRole('link', { name: 'Lihat Voucher Saya' }).getAttribute('href')).toBe('/profile/vouchers');
    await act(async () => {
      w.auth.clearToken();
      w.auth.clearUser();
      w.membership.clearOnLogout();
      await Promise.resolve();
    });
    expect(screen.queryByTestId('moreversary-card')).toBeNull();
    expect(screen.getByTestId('moreversary-login')).toBeTruthy();
  });

  it('says why a new member has no reward yet, a campaign that is not running, and a failure with "Coba Lagi"', async () => {
    const w = world();
    w.api.moreversaryStatus = aMoreversaryStatus({ eligible: false, reward: null, memberSince: NOW - 3 * DAY });
    w.api.failWith = new StoreFailure('server', 'GET more/user/moreversary', 'boom', { status: 500 });
    renderAt('/moreversary', <MoreversaryPage params={{}} />, w);
    const failed = await screen.findByTestId('moreversary-member-failed');
    w.api.failWith = null;
    await act(async () => {
      fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
      await Promise.resolve();
    });
    expect((await screen.findByTestId('moreversary-not-eligible')).textContent).toContain('terdaftar sejak 18 November 2026');
    w.api.failWith = new StoreFailure('not-found', 'GET more/user/moreversary', 'Kampanye MOREVERSARY tidak ditemukan', { status: 404 });
    await act(async () => {
      w.membership.reload();
      await Promise.resolve();
    });
    expect((await screen.findByTestId('moreversary-not-running')).textContent).toContain('belum ada perayaan MOREVERSARY');
  });

  it('offers "Coba Lagi" when the offers fail, and shows them after', async () => {
    const w = world({ loggedIn: false });
    let fail = true;
    const products = [aProduct({ id: 1, name: 'Lemari Jati' })];
    const offers = new AnniversaryOffers({ topProducts: () => (fail ? Promise.reject(new StoreFailure('network', 'GET uni/product/top', 'offline')) : Promise.resolve(products)) });
    const services = testServices([[AuthStore, w.auth], [AnniversaryOffers, offers], [MoreversaryMembership, w.membership], [Wishlist, aGuestWishlist()]]);
    render(
      <ServicesProvider services={services}>
        <Router hook={memoryLocation({ path: '/moreversary' }).hook}>
          <MoreversaryPage params={{}} />
        </Router>
      </ServicesProvider>,
    );
    await act(async () => {
      offers.load();
      await Promise.resolve();
    });
    const failed = screen.getByTestId('moreversary-offers-failed');
    fail = false;
    await act(async () => {
      fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
      await Promise.resolve();
    });
    expect(within(screen.getByTestId('moreversary-offers')).getByRole('heading', { level: 3, name: 'Lemari Jati' })).toBeTruthy();
  });
});

describe('/moreversary-retail', () => {
  it("shows the showrooms' hours, what to bring, and the customer's card with the name and the cashier's note", async () => {
    const w = world();
    renderAt('/moreversary-retail', <MoreversaryPage params={{}} />, w);
    expect(screen.getByTestId('moreversary-hours').textContent).toBe('Senin–Minggu, 09.00–21.00 WIB');
    expect(screen.getByRole('link', { name: 'Lihat alamat dan peta showroom' }).getAttribute('href')).toBe('/offline-store');
    const card = await screen.findByTestId('moreversary-card');
    expect(within(card).getAllByRole('definition')[0]!.textContent).toBe('Sinta Wulandari');
    expect(card.textContent).toContain('Tunjukkan kartu ini ke kasir showroom MORE');
    expect(within(card).queryByRole('link', { name: 'Lihat Voucher Saya' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Kartu Member untuk Kasir' })).toBeTruthy();
  });
});
