import { VirtualTimeScheduler, filter, firstValueFrom, map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import type { FlashSaleGroup } from './flash-sale';
import { InMemoryFlashSaleApi } from './flash-sale-api.fake';
import { FlashSaleBoard, type FlashSaleBoardState } from './flash-sale-board';
import { aFlashSaleGroup, aFlashSaleProduct } from './flash-sale.fixture';

/** 21 November 2026 19:00:00 WIB, in milliseconds. */
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const at = (ms: number) => ms / 1000;

/** A virtual clock standing at `startMs`. */
const clockAt = (startMs: number) => {
  const clock = new VirtualTimeScheduler();
  clock.frame = startMs;
  return clock;
};

/** Runs whatever is due up to `ms` on the virtual clock, and moves it there. */
const advanceTo = (clock: VirtualTimeScheduler, ms: number) => {
  clock.maxFrames = ms;
  clock.flush();
  clock.frame = ms;
};

const settled = (board: FlashSaleBoard) =>
  firstValueFrom(board.state$.pipe(filter((state) => state.status === 'ready' || state.status === 'failed')));

const record = (board: FlashSaleBoard) => {
  const states: FlashSaleBoardState[] = [];
  const subscriptions = [board.state$.subscribe((state) => states.push(state))];
  return {
    states,
    /** How many times the board went back to loading from groups on screen: its reloads. */
    get reloads() {
      return states.filter((state, index) => state.status === 'loading' && states[index - 1]?.status === 'ready').length;
    },
    /** What each group showed at each tick: its countdown, or its label and the instant its heading names (web formats it). */
    get shown() {
      return states.map((state) =>
        state.status === 'ready' ? state.value.map((group) => group.countdown ?? `${group.label} ${group.heading?.map((part) => (typeof part === 'string' ? part : part.at)).join('')}`) : state.status,
      );
    },
    stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  };
};

const loadedBoard = async (groups: readonly FlashSaleGroup[], clock: VirtualTimeScheduler, cardSize?: 'small' | 'large') => {
  const api = new InMemoryFlashSaleApi(groups);
  const board = new FlashSaleBoard(api, clock, cardSize ? { cardSize } : {});
  board.load();
  await settled(board);
  return { api, board };
};

describe('flash-sale board', () => {
  it('"From start it is "Berlangsung" with a countdown (HH:MM:SS) to the end. When the countdown reaches zero the page reloads" (marbles)', async () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    const api = new InMemoryFlashSaleApi([aFlashSaleGroup({ startsAt: 0, endsAt: 3 })]);
    const board = new FlashSaleBoard(api, scheduler);
    board.load();
    await settled(board);

    scheduler.run(({ expectObservable }) => {
      const countdowns = board.state$.pipe(map((state) => (state.status === 'ready' ? state.value[0]?.countdown : state.status)));
      // 00:00:00 is shown, then in the same instant the board asks for the groups again.
      expectObservable(countdowns).toBe('a 999ms b 999ms c 999ms (dl)', { a: '00:00:03', b: '00:00:02', c: '00:00:01', d: '00:00:00', l: 'loading' });
    });
    expect(api.calls).toEqual(['currentGroups', 'currentGroups']);
  });

  it('loads the groups with the public POST uni/product/flashsale (guests see the home block) and shows loading first', async () => {
    const clock = clockAt(T0);
    const api = new InMemoryFlashSaleApi([aFlashSaleGroup()]);
    const board = new FlashSaleBoard(api, clock);
    const seen = record(board);
    expect(seen.shown).toEqual(['idle']);
    board.load();
    expect(seen.shown).toEqual(['idle', 'loading']);
    await settled(board);
    expect(api.calls).toEqual(['currentGroups']);
    expect(seen.shown).toEqual(['idle', 'loading', ['01:00:00']]);
    seen.stop();
  });

  it('counts down every second on the scheduler, then reloads once at zero, by itself', async () => {
    const clock = clockAt(T0);
    const { api, board } = await loadedBoard([aFlashSaleGroup({ startsAt: at(T0 - 60_000), endsAt: at(T0 + 3_000) })], clock);
    const seen = record(board);
    advanceTo(clock, T0 + 10_000);
    expect(seen.shown).toEqual([['00:00:03'], ['00:00:02'], ['00:00:01'], ['00:00:00'], 'loading']);
    const ended = seen.states.at(-2);
    expect(ended?.status === 'ready' && ended.value[0]?.phase).toBe('over');
    // The group is over by now: the fresh answer leaves it out.
    await settled(board);
    expect(seen.shown.at(-1)).toEqual([]);
    expect(seen.reloads).toBe(1);
    expect(api.calls).toEqual(['currentGroups', 'currentGroups']);
    seen.stop();
  });

  it('reloads once however many views watch it, and not at all while none does', async () => {
    const clock = clockAt(T0);
    const { api } = await loadedBoard([aFlashSaleGroup({ startsAt: at(T0 - 60_000), endsAt: at(T0 + 2_000) })], clock);
    advanceTo(clock, T0 + 5_000);
    expect(api.calls).toEqual(['currentGroups']);

    const later = await loadedBoard([aFlashSaleGroup({ startsAt: at(T0 - 60_000), endsAt: at(T0 + 7_000) })], clock);
    const home = record(later.board);
    const page = record(later.board);
    advanceTo(clock, T0 + 10_000);
    expect(later.api.calls).toEqual(['currentGroups', 'currentGroups']);
    expect([home.reloads, page.reloads]).toEqual([1, 1]);
    home.stop();
    page.stop();
  });

  it('ticks on whole seconds, so a board opened mid-second changes exactly when the seconds do', async () => {
    const clock = clockAt(T0 + 400);
    const { board } = await loadedBoard([aFlashSaleGroup({ startsAt: at(T0 - 60_000), endsAt: at(T0 + 2_000) })], clock);
    const times: number[] = [];
    // The ticks only: the reload at 00:00:00 has its own test.
    const subscription = board.state$.subscribe((state) => state.status === 'ready' && times.push(clock.now()));
    advanceTo(clock, T0 + 5_000);
    expect(times).toEqual([T0 + 400, T0 + 1_000, T0 + 2_000]);
    subscription.unsubscribe();
  });

  it('turns an upcoming group "Berlangsung" when it starts, without a reload', async () => {
    const clock = clockAt(T0 - 2_000);
    const { api, board } = await loadedBoard([aFlashSaleGroup({ startsAt: at(T0), endsAt: at(T0 + 3_600_000) })], clock);
    const seen = record(board);
    advanceTo(clock, T0 + 1_000);
    expect(seen.shown).toEqual([
      [`Akan datang Mulai ${T0} WIB`],
      [`Akan datang Mulai ${T0} WIB`],
      ['01:00:00'],
      ['00:59:59'],
    ]);
    const running = seen.states.at(-1);
    expect(running?.status === 'ready' && running.value[0]?.label).toBe('Berlangsung');
    expect(running?.status === 'ready' && running.value[0]?.cards[0]?.price).toBe('Rp1.250.000');
    expect(seen.reloads).toBe(0);
    expect(api.calls).toEqual(['currentGroups']);
    seen.stop();
  });

  it('keeps each group on its own clock and reloads once per group that ends', async () => {
    const clock = clockAt(T0);
    const { board } = await loadedBoard(
      [
        aFlashSaleGroup({ id: 1, startsAt: at(T0 - 1_000), endsAt: at(T0 + 1_000) }),
        aFlashSaleGroup({ id: 2, startsAt: at(T0 - 1_000), endsAt: at(T0 + 3_000) }),
        aFlashSaleGroup({ id: 3, startsAt: at(T0 + 1_000), endsAt: at(T0 + 3_000) }),
      ],
      clock,
    );
    const seen = record(board);
    advanceTo(clock, T0 + 1_000);
    expect(seen.shown.slice(-2)).toEqual([['00:00:00', '00:00:02', '00:00:02'], 'loading']);
    expect(seen.reloads).toBe(1);
    // The fresh answer leaves group 1 out, over by now; 2 and 3 count on.
    await settled(board);
    advanceTo(clock, T0 + 10_000);
    expect(seen.shown.slice(-2)).toEqual([['00:00:00', '00:00:00'], 'loading']);
    // Groups 2 and 3 end on the same second: one reload for that second.
    expect(seen.reloads).toBe(2);
    seen.stop();
  });

  it('reloads too when a malformed group (start after end) ends, having been "Akan datang" until then', async () => {
    const clock = clockAt(T0);
    const { board } = await loadedBoard([aFlashSaleGroup({ startsAt: at(T0 + 60_000), endsAt: at(T0 + 2_000) })], clock);
    const seen = record(board);
    advanceTo(clock, T0 + 10_000);
    expect(seen.shown).toEqual([
      [`Akan datang Mulai ${T0 + 60_000} WIB`],
      [`Akan datang Mulai ${T0 + 60_000} WIB`],
      ['00:00:00'],
      'loading',
    ]);
    expect(seen.reloads).toBe(1);
    seen.stop();
  });

  it('"A flash sale is active while the current time is before its end": groups already over are left out', async () => {
    const clock = clockAt(T0);
    const { board } = await loadedBoard(
      [aFlashSaleGroup({ id: 1, endsAt: at(T0) }), aFlashSaleGroup({ id: 2, startsAt: at(T0 + 1_000), endsAt: at(T0 + 2_000) })],
      clock,
    );
    const state = await settled(board);
    expect(state.status === 'ready' && state.value.map((group) => group.id)).toEqual([2]);
  });

  it('shows an empty board without ticking when no group is active', async () => {
    const clock = clockAt(T0);
    const { board } = await loadedBoard([aFlashSaleGroup({ endsAt: at(T0 - 1) })], clock);
    const seen = record(board);
    expect(seen.shown).toEqual([[]]);
    expect(clock.actions).toHaveLength(0);
    seen.stop();
  });

  it('stops its timer when nothing subscribes, and starts again for a new subscriber', async () => {
    const clock = clockAt(T0);
    const { board } = await loadedBoard([aFlashSaleGroup({ startsAt: at(T0 - 1_000), endsAt: at(T0 + 60_000) })], clock);
    const first = record(board);
    const second = board.state$.subscribe();
    expect(clock.actions).toHaveLength(1);
    first.stop();
    expect(clock.actions).toHaveLength(1);
    second.unsubscribe();
    expect(clock.actions).toHaveLength(0);

    advanceTo(clock, T0 + 30_000);
    const again = record(board);
    expect(again.shown).toEqual([['00:00:30']]);
    again.stop();
    expect(clock.actions).toHaveLength(0);
  });

  it('stops ticking once every group is over', async () => {
    const clock = clockAt(T0);
    const { board } = await loadedBoard([aFlashSaleGroup({ startsAt: at(T0 - 1_000), endsAt: at(T0 + 1_000) })], clock);
    const seen = record(board);
    advanceTo(clock, T0 + 1_000);
    expect(clock.actions).toHaveLength(0);
    expect(seen.shown).toEqual([['00:00:01'], ['00:00:00'], 'loading']);
    await settled(board);
    expect(clock.actions).toHaveLength(0);
    seen.stop();
  });

  it('counts the fresh groups of its reload down', async () => {
    const clock = clockAt(T0);
    const { api, board } = await loadedBoard([aFlashSaleGroup({ id: 1, startsAt: at(T0 - 1_000), endsAt: at(T0 + 1_000) })], clock);
    const seen = record(board);
    api.replaceGroups([aFlashSaleGroup({ id: 2, startsAt: at(T0 + 1_000), endsAt: at(T0 + 5_000) })]);
    advanceTo(clock, T0 + 1_000);
    await settled(board);
    advanceTo(clock, T0 + 2_000);
    expect(api.calls).toEqual(['currentGroups', 'currentGroups']);
    expect(seen.shown).toEqual([['00:00:01'], ['00:00:00'], 'loading', ['00:00:04'], ['00:00:03']]);
    expect(seen.reloads).toBe(1);
    seen.stop();
  });

  it('makes small cards by default and large ones when asked', async () => {
    const groups = [aFlashSaleGroup({ startsAt: at(T0 - 1_000), products: [aFlashSaleProduct({ remains: 1 })] })];
    const small = await settled((await loadedBoard(groups, clockAt(T0))).board);
    const large = await settled((await loadedBoard(groups, clockAt(T0), 'large')).board);
    expect(small.status === 'ready' && small.value[0]?.cards[0]?.stockLabel).toBe('Hampir Habis');
    expect(large.status === 'ready' && large.value[0]?.cards[0]?.stockLabel).toBe('Stok Terbatas');
  });

  it('shows a failure naming the call, and fetches again on ensureLoaded', async () => {
    const clock = clockAt(T0);
    const api = new InMemoryFlashSaleApi([aFlashSaleGroup()]);
    api.failWith = new StoreFailure('server', 'POST uni/product/flashsale', 'Internal Server Error', { status: 500 });
    const board = new FlashSaleBoard(api, clock);
    board.ensureLoaded();
    const state = await settled(board);
    expect(state.status === 'failed' && state.failure.kind).toBe('server');

    api.failWith = new Error('offline');
    board.ensureLoaded();
    const offline = await settled(board);
    expect(offline.status === 'failed' && [offline.failure.kind, offline.failure.call]).toEqual([
      'network',
      'POST uni/product/flashsale',
    ]);

    api.failWith = null;
    board.ensureLoaded();
    expect((await settled(board)).status).toBe('ready');
    board.ensureLoaded();
    expect(api.calls).toHaveLength(3);
  });

  it('reads GET more/promotion/flashsale-group for a customer\'s promotion page, naming it in a failure', async () => {
    const clock = clockAt(T0);
    const api = new InMemoryFlashSaleApi([aFlashSaleGroup()]);
    const board = new FlashSaleBoard(api, clock, { source: 'customer', cardSize: 'large' });
    board.load();
    expect((await settled(board)).status).toBe('ready');
    expect(api.calls).toEqual(['groups']);

    api.failWith = new StoreFailure('unauthorized', 'GET more/promotion/flashsale-group', 'GET more/promotion/flashsale-group answered 401', { status: 401 });
    board.load();
    const state = await settled(board);
    expect(state.status === 'failed' && [state.failure.kind, state.failure.call]).toEqual(['unauthorized', 'GET more/promotion/flashsale-group']);

    api.failWith = new Error('offline');
    board.load();
    const offline = await settled(board);
    expect(offline.status === 'failed' && offline.failure.call).toBe('GET more/promotion/flashsale-group');
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const clock = clockAt(T0);
    const answers: Array<(groups: FlashSaleGroup[]) => void> = [];
    const board = new FlashSaleBoard(
      {
        currentGroups: () => new Promise((resolve) => answers.push(resolve)),
        groups: () => Promise.resolve([]),
        products: () => Promise.resolve([]),
      },
      clock,
    );
    board.load();
    board.load();
    answers[1]?.([aFlashSaleGroup({ id: 2, startsAt: at(T0 - 1_000) })]);
    const state = await settled(board);
    answers[0]?.([aFlashSaleGroup({ id: 1, startsAt: at(T0 - 1_000) })]);
    await Promise.resolve();
    const latest = await firstValueFrom(board.state$);
    expect(state.status === 'ready' && state.value.map((group) => group.id)).toEqual([2]);
    expect(latest.status === 'ready' && latest.value.map((group) => group.id)).toEqual([2]);
  });
});
