import { StoreFailure } from '@more/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settle, vouchersWorld } from '../vouchers.fixture';
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

  it('shows no points balance: document 2 has no call for it and the rewards answer carries none', async () => {
    const world = vouchersWorld();
    await world.show(page);
    expect(screen.queryByText(/saldo/i)).toBeNull();
    // The only numbers of points on the page are the rewards' costs.
    const pointTexts = screen.getAllByText(/^[\d.]+ Poin$/).map((node) => node.textContent);
    expect(pointTexts).toEqual(['2.500 Poin', '10.000 Poin']);
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
