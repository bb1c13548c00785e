import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadFailure, askAgainAfterNavigation, keepFailure, loadChunk } from './chunks';

describe('loadChunk: "Chunk load failure (timeout 120 s or missing)" (document 2 §8, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('fails as the chunk load error when a script takes longer than 120 s, not a moment before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const loading = loadChunk('home/HomePage', () => new Promise<never>(() => undefined));
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await outcome;
    expect(failure).toBeInstanceOf(ChunkLoadFailure);
    expect((failure as ChunkLoadFailure).part).toBe('script');
  });

  it('tells a missing script from a stylesheet that did not arrive (its CSS chunk error)', async () => {
    const script = await loadChunk('a', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/Ab12.js'))).catch((error: unknown) => error);
    const stylesheet = await loadChunk('b', () => Promise.reject(new Error('Unable to preload CSS for http://127.0.0.1/assets/Cd34.css'))).catch((error: unknown) => error);
    expect(script).toMatchObject({ name: 'ChunkLoadFailure', part: 'script' });
    expect(stylesheet).toMatchObject({ name: 'ChunkLoadFailure', part: 'stylesheet' });
  });

  it('hands over the module when it arrives in time', async () => {
    await expect(loadChunk('c', () => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});

describe('a failed load stays failed until the shopper moves on', () => {
  it('is forgotten at a new address, not by another render of the same one', () => {
    askAgainAfterNavigation('/');
    const forget = vi.fn();
    keepFailure(forget);
    askAgainAfterNavigation('/');
    expect(forget).not.toHaveBeenCalled();
    askAgainAfterNavigation('/desain-interior');
    expect(forget).toHaveBeenCalledTimes(1);
    askAgainAfterNavigation('/');
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
