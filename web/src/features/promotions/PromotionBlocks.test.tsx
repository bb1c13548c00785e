import {
  AuthStore,
  ComboShelf,
  FreeGiftShelf,
  InMemorySessionStore,
  type PromotionSlug,
  RewardShelf,
  StoreFailure,
  Wishlist,
  promotionKind,
} from '@more/core';
import { aComboDeal, aFreeGiftOffer, aProduct, aUser, InMemoryProductShowcase, InMemoryPromotionsApi } from '@more/core/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { ServiceId, Services } from '../../shared/services';
import { ServicesProvider } from '../../shared/services';
import { aGuestWishlist } from '../../shared/product/wish-heart.fixture';
import { promotionBlocks } from './PromotionBlocks';

const offers = Array.from({ length: 6 }, (_, i) =>
  aFreeGiftOffer({ id: i + 1, product: aProduct({ id: i + 1, slug: `sofa-${i + 1}`, name: `Sofa ${i + 1}` }), giftName: `Bantal ${i + 1}` }),
);

const voucher = {
  kind: 'voucher' as const,
  id: 1,
  title: 'Voucher Belanja Rp25.000',
  description: 'Potongan Rp25.000.',
  points: 2_500,
  quota: 24,
  affordable: true,
  imageUrl: '',
  validUntil: Date.UTC(2027, 1, 14, 16, 42),
  voucherAmount: 25_000,
  minimumPurchase: 250_000,
};

const servicesWith = (entries: [ServiceId<unknown>, unknown][]): Services => {
  // The product cards' hearts read the wishlist.
  const map = new Map<ServiceId<unknown>, unknown>([[Wishlist, aGuestWishlist()], ...entries]);
  return { get: <T,>(id: ServiceId<T>) => map.get(id) as T };
};

const Block = ({ slug, full }: { slug: PromotionSlug; full: boolean }) => {
  const Kind = promotionBlocks[slug];
  return <Kind kind={promotionKind(slug)} full={full} />;
};

const show = (slug: PromotionSlug, services: Services, full = false, path = '/promotion') =>
  render(
    <ServicesProvider services={services}>
      <Router ssrPath={path} ssrSearch="">
        <Block slug={slug} full={full} />
      </Router>
    </ServicesProvider>,
  );

describe('a promotion section on /promotion', () => {
  it('shows skeletons, then the first 4 products with their free item and "Lihat Semua" to the kind\'s page', async () => {
    show('gratis', servicesWith([[FreeGiftShelf, new FreeGiftShelf(new InMemoryProductShowcase({ freeGifts: offers }))]]));
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4);
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Sofa 1', 'Sofa 2', 'Sofa 3', 'Sofa 4']);
    expect(screen.getByText('Gratis Bantal 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Gratis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat Semua Gratis' }).getAttribute('href')).toBe('/promo/gratis');
  });

  it('shows every item on the kind\'s own page, with no visible heading of its own: the h2 over the cards is for screen readers', async () => {
    show('gratis', servicesWith([[FreeGiftShelf, new FreeGiftShelf(new InMemoryProductShowcase({ freeGifts: offers }))]]), true, '/promo/gratis');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(6);
    // The page's h1 names the kind; the cards' h3 would skip a level without an h2 between (the HTML checker's error).
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Semua Promo Gratis');
    expect(heading.className).toBe('visually-hidden');
    expect(screen.queryByRole('link', { name: /Lihat Semua/ })).toBeNull();
  });

  it('says plainly when a kind has nothing, without "Lihat Semua"', async () => {
    show('gratis', servicesWith([[FreeGiftShelf, new FreeGiftShelf(new InMemoryProductShowcase())]]));
    expect(await screen.findByText('Belum ada promo Gratis saat ini.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Lihat Semua/ })).toBeNull();
  });

  it('a Kombo Hemat card saves from what the partner costs today, and shows no saving when there is none', async () => {
    const discounted = aProduct({ id: 2, slug: 'meja-tamu-bundar', name: 'Meja Tamu Bundar', price: { normal: 1_249_900, normalMin: 1_249_900, discountMin: 960_500, range: null } });
    const showcase = new InMemoryProductShowcase({
      combos: [aComboDeal({ id: 1, partner: discounted, partnerNormalPrice: 1_249_900, comboPrice: 932_000 }), aComboDeal({ id: 2, partner: discounted, partnerNormalPrice: 1_249_900, comboPrice: 960_500 })],
    });
    show('kombo-hemat', servicesWith([[ComboShelf, new ComboShelf(showcase)]]));
    const [saving, none] = await screen.findAllByTestId('combo-card');
    expect(saving!.textContent).toContain('Hemat Rp28.500');
    expect(saving!.textContent).not.toContain('Rp317.900');
    expect(none!.textContent).not.toContain('Hemat Rp');
  });

  it('explains its own failure in Indonesian, and "Coba Lagi" recovers', async () => {
    const showcase = new InMemoryProductShowcase({ combos: [aComboDeal()] });
    showcase.failWith = new StoreFailure('server', 'GET uni/product/combo', 'answered 500', { status: 500 });
    show('kombo-hemat', servicesWith([[ComboShelf, new ComboShelf(showcase)]]));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Promo Kombo Hemat belum dapat ditampilkan.');
    expect(alert.textContent).toContain('Server kami sedang mengalami gangguan');
    showcase.failWith = null;
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    });
    const combo = await screen.findByTestId('combo-card');
    expect(combo.textContent).toContain('Tambah Meja Tamu Bundar seharga Rp720.000');
    expect(combo.textContent).toContain('Hemat Rp180.000');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the rewards section (GET more/promotion/reedem, customers only)', () => {
  const rewardServices = (loggedIn: boolean) => {
    const auth = new AuthStore(new InMemorySessionStore(loggedIn ? { token: 'tok', user: aUser() } : null));
    const api = new InMemoryPromotionsApi({ rewards: [voucher] });
    return { api, services: servicesWith([[AuthStore, auth], [RewardShelf, new RewardShelf(api, auth)]]) };
  };

  it('asks a guest to log in and come back, asking the server for nothing', async () => {
    const { api, services } = rewardServices(false);
    window.history.replaceState(null, '', '/promotion');
    show('hadiah', services);
    const login = await screen.findByRole('link', { name: 'Masuk' });
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fpromotion');
    expect(api.calls).toEqual([]);
  });

  it('shows a customer their rewards with points, condition and validity', async () => {
    const { services } = rewardServices(true);
    show('hadiah', services);
    const card = await screen.findByTestId('reward-card');
    expect(card.textContent).toContain('2.500 Poin');
    expect(card.textContent).toContain('Min. belanja Rp250.000');
    expect(card.textContent).toContain('Berlaku hingga 14 Februari 2027 23:42');
    expect(card.textContent).toContain('Poin Anda cukup');
  });

  it("renders the guest's invitation on the server, whoever is logged in: never a customer's rewards, never a placeholder that waits for nothing", () => {
    const { services } = rewardServices(true);
    const html = renderToString(
      <ServicesProvider services={services}>
        <Router ssrPath="/promotion" ssrSearch="">
          <Block slug="hadiah" full={false} />
        </Router>
      </ServicesProvider>,
    );
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('reward-card');
    expect(html).toContain('data-testid="rewards-login"');
    expect(html).toContain('href="/login?redirect=%2Fpromotion"');
  });
});
