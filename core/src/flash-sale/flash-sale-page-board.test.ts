import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { whenSettled } from '../shared/loadable';
import { InMemoryFlashSaleApi } from './flash-sale-api.fake';
import { FlashSalePageBoard } from './flash-sale-page-board';
import { aFlashSaleGroup, aFlashSaleProduct } from './flash-sale.fixture';

describe('FlashSalePageBoard (/product/sale)', () => {
  it('shows large cards from the public call: one left is "Stok Terbatas", "Hampir Habis" being the small card only', async () => {
    const clock = new VirtualTimeScheduler();
    clock.frame = Date.UTC(2026, 10, 21, 12, 0, 0);
    const now = clock.now() / 1000;
    const api = new InMemoryFlashSaleApi([aFlashSaleGroup({ startsAt: now - 60, endsAt: now + 3600, products: [aFlashSaleProduct({ remains: 1, limit: 10 })] })]);
    const board = new FlashSalePageBoard(api, clock);
    board.ensureLoaded();
    const state = await whenSettled(board.state$);
    expect(state.status === 'ready' && state.value[0]!.cards[0]!.stockLabel).toBe('Stok Terbatas');
    expect(state.status === 'ready' && state.value[0]!.label).toBe('Berlangsung');
  });

  it('"When the countdown reaches zero the page reloads": the page board fetches the groups again by itself', async () => {
    const clock = new VirtualTimeScheduler();
    clock.frame = Date.UTC(2026, 10, 21, 12, 0, 0);
    const now = clock.now() / 1000;
    const api = new InMemoryFlashSaleApi([aFlashSaleGroup({ startsAt: now - 60, endsAt: now + 2 })]);
    const board = new FlashSalePageBoard(api, clock);
    board.ensureLoaded();
    await whenSettled(board.state$);
    const shown = board.state$.subscribe();
    clock.maxFrames = clock.frame + 3_000;
    clock.flush();
    expect(api.calls).toEqual(['currentGroups', 'currentGroups']);
    shown.unsubscribe();
  });
});
