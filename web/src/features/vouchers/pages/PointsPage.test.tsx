import { StoreFailure } from '@more/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct, aProductDetail, aProductVariant, aRedeemableProduct } from '@more/core/testing';
import { rewards, settle, vouchersWorld } from '../vouchers.fixture';
import PointsPage from './PointsPage';

const page = <PointsPage params={{}} />;

describe('/profile/point', () => {
  it('lists the rewards for points (`GET more/promotion/reedem`) with their costs, as /promotion shows them', async () => {
    const world = vouchersWorld();
    await world.show(page);
    const cards = screen.getAllByTestId('reward-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('2.500 Poin');
    expect(cards[0]!.textContent).toContain('Poin Anda cukup');
    expect(cards[1]!.textContent).toContain('10.000 Poin');
    expect(cards[1]!.textContent).toContain('Poin belum cukup');
    expect(world.promotionsApi.calls).toEqual(['GET more/promotion/reedem']);
  });

  it('shows the points balance the current user carries (`POST more/user/show`, optional points)', async () => {
    const world = vouchersWorld({ points: 12_500 });
    await world.show(page);
    expect(screen.getByTestId('points-balance-card').textContent).toContain('Saldo Poin12.500 Poin');
    expect(world.accountApi.calls).toContain('currentProfile');
  });

  it('says so when the server gives no balance', async () => {
    const world = vouchersWorld({ points: null });
    await world.show(page);
    expect(screen.getByTestId('points-balance-card').textContent).toContain('Belum tersedia');
  });

  it('a product reward the balance covers is redeemed into the cart as a reward line, and the shopper goes to the cart', async () => {
    const lamp = aProductDetail({ slug: 'lampu-meja', variants: [aProductVariant({ id: 72, stock: 3 })] });
    const world = vouchersWorld({ points: 12_500, products: [lamp], rewards: [aRedeemableProduct({ id: 5, title: 'Lampu Meja', points: 5_000, quota: 2, affordable: true, imageUrl: '', product: aProduct({ slug: 'lampu-meja' }) }), ...rewards] });
    await world.show(page);
    const [lampCard, cheap] = screen.getAllByTestId('reward-card');
    // A voucher has no button: no call of document 2 redeems one.
    expect(within(cheap!).queryByTestId('redeem-reward')).toBeNull();
    await act(async () => {
      fireEvent.click(within(lampCard!).getByRole('button', { name: /Tukar Poin/ }));
      await settle();
    });
    expect(world.cart.current.lines.map((line) => [line.variantId, line.isRedeem, line.unitPrice])).toEqual([[72, true, 0]]);
    expect(world.location.history?.at(-1)).toBe('/cart');
  });

  it('a reward the balance does not cover has its button disabled and says how many points are missing', async () => {
    const world = vouchersWorld({ points: 1_000, rewards: [aRedeemableProduct({ id: 5, title: 'Lampu Meja', points: 5_000, quota: 2, affordable: false, imageUrl: '', product: aProduct({ slug: 'lampu-meja' }) })] });
    await world.show(page);
    const card = screen.getByTestId('reward-card');
    expect(within(card).getByRole<HTMLButtonElement>('button', { name: /Tukar Poin/ }).disabled).toBe(true);
    expect(within(card).getByTestId('redeem-unavailable').textContent).toBe('Poin belum cukup, kurang 4.000 Poin');
  });

  it('has an empty state', async () => {
    const world = vouchersWorld({ rewards: [] });
    await world.show(page);
    expect(screen.getByTestId('points-empty').textContent).toContain('Belum ada hadiah untuk ditukar');
  });

  it('says a failed list failed, and "Coba Lagi" loads it', async () => {
    const world = vouchersWorld();
    const answer = world.promotionsApi.redeemableRewards.bind(world.promotionsApi);
    let fail = true;
    world.promotionsApi.redeemableRewards = () =>
      fail ? Promise.reject(new StoreFailure('server', 'GET more/promotion/reedem', 'boom', { status: 500 })) : answer();
    await world.show(page);
    const failure = screen.getByTestId('points-failed');
    expect(failure.textContent).toContain('Hadiah poin belum dapat ditampilkan.');
    fail = false;
    await act(async () => {
      fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
      await settle();
    });
    expect(screen.getAllByTestId('reward-card')).toHaveLength(2);
  });
});
