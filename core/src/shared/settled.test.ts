import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { settled } from './settled';

describe('settled: waiting until a store is no longer loading', () => {
  it('waits through the loading states and resolves with the first state that is not one', async () => {
    const state = new BehaviorSubject<'idle' | 'loading' | 'ready'>('idle');
    let done = false;
    const waiting = settled(state, (value) => value === 'idle' || value === 'loading').then((value) => {
      done = true;
      return value;
    });
    state.next('loading');
    await Promise.resolve();
    expect(done).toBe(false);
    state.next('ready');
    await expect(waiting).resolves.toBe('ready');
  });

  it('resolves at once for a store that has loaded already', async () => {
    await expect(settled(new BehaviorSubject('ready'), (value) => value === 'loading')).resolves.toBe('ready');
  });
});
