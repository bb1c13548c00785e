import { describe, expect, it } from 'vitest';
import { StoreFailure } from './failure';
import { type Loadable, whenSettled } from './loadable';
import { RemoteSection, isEmptySection } from './remote-section';

const deferred = <T,>(): { promise: Promise<T>; resolve: (value: T) => void } => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('RemoteSection', () => {
  it('goes idle → loading → ready, and ensureLoaded does not ask twice', async () => {
    let calls = 0;
    const section = new RemoteSection(() => {
      calls++;
      return Promise.resolve(['a']);
    }, 'GET uni/x');
    const seen: Loadable<string[]>['status'][] = [];
    section.state$.subscribe((state) => seen.push(state.status));
    section.ensureLoaded();
    section.ensureLoaded();
    expect(await whenSettled(section.state$)).toEqual({ status: 'ready', value: ['a'] });
    section.ensureLoaded();
    expect(calls).toBe(1);
    expect(seen).toEqual(['idle', 'loading', 'ready']);
  });

  it('turns a rejection into a failure naming the call, and the retry recovers', async () => {
    let fail = true;
    const section = new RemoteSection(() => (fail ? Promise.reject(new StoreFailure('server', 'GET uni/x', 'boom')) : Promise.resolve([1])), 'GET uni/x');
    section.ensureLoaded();
    const failedState = await whenSettled(section.state$);
    expect(failedState.status).toBe('failed');
    fail = false;
    section.ensureLoaded();
    await Promise.resolve();
    expect(await whenSettled(section.state$)).toEqual({ status: 'ready', value: [1] });
  });

  it('wraps a non-store error as a failure of its call', async () => {
    const section = new RemoteSection<number[]>(() => Promise.reject(new Error('x')), 'GET uni/banner');
    section.load();
    const state = await whenSettled(section.state$);
    expect(state.status === 'failed' && state.failure.call).toBe('GET uni/banner');
  });

  it('drops a slow first answer once a retry was asked for', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const section = new RemoteSection<string>(() => answers[call++]!.promise, 'GET uni/x');
    section.load();
    section.load();
    answers[1]!.resolve('new');
    await Promise.resolve();
    answers[0]!.resolve('old');
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    expect(section.current).toEqual({ status: 'ready', value: 'new' });
  });

  it('calls a ready empty list empty, and nothing else', () => {
    expect(isEmptySection({ status: 'ready', value: [] })).toBe(true);
    expect(isEmptySection({ status: 'ready', value: [1] })).toBe(false);
    expect(isEmptySection({ status: 'loading' })).toBe(false);
  });
});
