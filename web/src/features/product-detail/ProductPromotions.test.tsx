import {
  ComboDeals,
  ProductDetails,
  ProductPurchase,
  RecordingNavigation,
  SchedulerToken,
  ShoppingCart,
  StoreFailure,
  AuthStore,
  InMemorySessionStore,
} from '@more/core';
import {
  aComboDeal,
  aProduct,
  aProductDetail,
  aProductVariant,
  aVariantFreeGift,
  InMemoryCartApi,
  InMemoryGuestCartStore,
  InMemoryOpenedProductsStore,
  InMemoryProductDetailApi,
  InMemoryProductShowcase,
} from '@more/core/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import { ProductPromotions } from './ProductPromotions';

const variant = aProductVariant({ id: 11, freeGift: aVariantFreeGift({ name: 'Bantal Sofa' }) });
const sofa = aProductDetail({ id: 1, variants: [variant] });
const deal = aComboDeal({ id: 4, name: 'Kombo Hemat Ruang Tamu', product: aProduct({ id: 1 }), variantId: 11, partner: aProduct({ id: 2, name: 'Meja Tamu' }) });

const show = (showcase: InMemoryProductShowcase) => {
  const clock = new VirtualTimeScheduler();
  const cart = new ShoppingCart(new InMemoryCartApi(), new InMemoryGuestCartStore(), new AuthStore(new InMemorySessionStore(null)), clock);
  const services = testServices([
    [SchedulerToken, clock],
    [ProductDetails, new ProductDetails(new InMemoryProductDetailApi([sofa]), new InMemoryOpenedProductsStore())],
    [ComboDeals, new ComboDeals(showcase)],
    [ProductPurchase, new ProductPurchase(cart, new RecordingNavigation(), clock)],
  ]);
  render(
    <ServicesProvider services={services}>
      <ProductPromotions detail={sofa} variant={variant} />
    </ServicesProvider>,
  );
  return { cart };
};

describe('<ProductPromotions> Kombo Hemat', () => {
  it('shows the saving from what the partner costs today, not from its struck normal price', async () => {
    const discounted = aProduct({ id: 2, name: 'Meja Tamu', price: { normal: 1_249_900, normalMin: 1_249_900, discountMin: 960_500, range: null } });
    show(new InMemoryProductShowcase({ combos: [{ ...deal, partner: discounted, partnerNormalPrice: 1_249_900, comboPrice: 932_000 }] }));
    const offer = await screen.findByRole('region', { name: 'Kombo Hemat' });
    expect(within(offer).getByTestId('combo-saving').textContent).toBe('Hemat Rp28.500');
    expect(offer.querySelector('s')!.textContent).toBe('Rp960.500');
    expect(offer.textContent).not.toContain('Rp1.249.900');
    expect(offer.textContent).not.toContain('Hemat Rp317.900');
  });

  it('offers the product\'s deals once the page is up, and "Beli Kombo" says what it did beside the deal', async () => {
    const { cart } = show(new InMemoryProductShowcase({ combos: [deal] }));
    const offer = await screen.findByRole('region', { name: 'Kombo Hemat' });
    expect(offer.textContent).toContain('Meja Tamu');
    fireEvent.click(within(offer).getByTestId('buy-combo'));
    expect(within(offer).getByTestId('buy-combo-note').textContent).toBe('Kombo ditambahkan ke keranjang');
    expect(cart.current.lines.map((line) => line.comboId)).toEqual([null, 4]);
  });

  it('says in Indonesian where the deals would be when they could not be read, keeps the rest, and "Coba Lagi" reads them again', async () => {
    const showcase = new InMemoryProductShowcase({ combos: [deal] });
    showcase.failWith = new StoreFailure('network', 'GET uni/product/combo', 'offline');
    show(showcase);
    const notice = await screen.findByTestId('detail-combo-failed');
    expect(notice.textContent).toContain('Kombo Hemat belum dapat ditampilkan.');
    expect(screen.getByTestId('detail-free-gift').textContent).toBe('GRATIS Bantal Sofa');
    showcase.failWith = null;
    await act(async () => {
      fireEvent.click(within(notice).getByRole('button', { name: 'Coba Lagi' }));
      await Promise.resolve();
    });
    expect(await screen.findByRole('region', { name: 'Kombo Hemat' })).toBeTruthy();
    expect(screen.queryByTestId('detail-combo-failed')).toBeNull();
  });
});
