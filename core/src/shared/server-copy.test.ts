import { describe, expect, it } from 'vitest';
import { StoreFailure } from './failure';
import type { Loadable } from './loadable';
import { ServerCopy } from './server-copy';

/** A fetch whose answers wait until the test releases them, in any order. */
const gated = <T>() => {
  const answers: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetch = () => new Promise<T>((resolve, reject) => answers.push({ resolve, reject }));
  return { fetch, answers };
};

const statuses = <T>(copy: ServerCopy<T>) => {
  const seen: Loadable<T>['status'][] = [];
  copy.state$.subscribe((state) => seen.push(state.status));
  return seen;
};

describe('a server copy', () => {
  it('goes idle → loading → ready, and tells of the kept value', async () => {
    const kept: string[] = [];
    const copy = new ServerCopy(() => Promise.resolve('menu'), 'GET uni/x', (value) => kept.push(value));
    const seen = statuses(copy);
    await copy.load();
    expect(seen).toEqual(['idle', 'loading', 'ready']);
    expect(copy.current).toEqual({ status: 'ready', value: 'menu' });
    expect(kept).toEqual(['menu']);
  });

  it('never rejects: a failure is a state, named after the call unless it already names one', async () => {
    const copy = new ServerCopy<string>(() => Promise.reject(new Error('offline')), 'GET uni/x');
    await expect(copy.load()).resolves.toBeUndefined();
    expect(copy.current).toMatchObject({ status: 'failed', failure: { kind: 'network', call: 'GET uni/x' } });

    const named = new StoreFailure('server', 'GET uni/y', 'down');
    const other = new ServerCopy<string>(() => Promise.reject(named), 'GET uni/x');
    await other.load();
    expect(other.current).toEqual({ status: 'failed', failure: named });
  });

  it('catches a fetch that throws before it returns a promise', async () => {
    const copy = new ServerCopy<string>(() => {
      throw new Error('boom');
    }, 'GET uni/x');
    await copy.load();
    expect(copy.current.status).toBe('failed');
  });

  it('lets a newer load win over an older one still on its way', async () => {
    const { fetch, answers } = gated<string>();
    const kept: string[] = [];
    const copy = new ServerCopy(fetch, 'GET uni/x', (value) => kept.push(value));
    const first = copy.load();
    const second = copy.load();
    answers[1]!.resolve('new');
    await second;
    answers[0]!.resolve('old');
    await first;
    expect(copy.current).toEqual({ status: 'ready', value: 'new' });
    expect(kept).toEqual(['new']);
  });

  it('drops an older failure that lands after a newer answer', async () => {
    const { fetch, answers } = gated<string>();
    const copy = new ServerCopy(fetch, 'GET uni/x');
    const first = copy.load();
    const second = copy.load();
    answers[1]!.resolve('new');
    answers[0]!.reject(new Error('late'));
    await Promise.all([first, second]);
    expect(copy.current).toEqual({ status: 'ready', value: 'new' });
  });

  describe('ensureLoaded', () => {
    it('makes no call when the copy is here', async () => {
      let calls = 0;
      const copy = new ServerCopy(() => Promise.resolve(++calls), 'GET uni/x');
      await copy.ensureLoaded();
      await copy.ensureLoaded();
      expect(calls).toBe(1);
    });

    it('joins the load on its way instead of starting another', async () => {
      const { fetch, answers } = gated<string>();
      const copy = new ServerCopy(fetch, 'GET uni/x');
      const load = copy.load();
      const joined = copy.ensureLoaded();
      expect(answers).toHaveLength(1);
      answers[0]!.resolve('menu');
      await joined;
      expect(copy.current.status).toBe('ready');
      await load;
    });

    it('tries again after a failure', async () => {
      let fail = true;
      const copy = new ServerCopy(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve('menu')), 'GET uni/x');
      await copy.ensureLoaded();
      expect(copy.current.status).toBe('failed');
      fail = false;
      await copy.ensureLoaded();
      expect(copy.current.status).toBe('ready');
    });
  });

  it('clears to idle and drops what is still on its way', async () => {
    const { fetch, answers } = gated<string>();
    const kept: string[] = [];
    const copy = new ServerCopy(fetch, 'GET uni/x', (value) => kept.push(value));
    const seen = statuses(copy);
    const load = copy.load();
    copy.clear();
    copy.clear();
    answers[0]!.resolve('previous account');
    await load;
    expect(copy.current.status).toBe('idle');
    expect(kept).toEqual([]);
    // Cleared twice, told once.
    expect(seen).toEqual(['idle', 'loading', 'idle']);
    // A load after the clear is a new one, not the dropped one.
    const again = copy.ensureLoaded();
    answers[1]!.resolve('this account');
    await again;
    expect(copy.current).toEqual({ status: 'ready', value: 'this account' });
  });
});
