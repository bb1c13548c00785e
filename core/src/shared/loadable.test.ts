import { describe, expect, it } from 'vitest';
import { StoreFailure } from './failure';
import { failed, idle, loading, ready, shownFor } from './loadable';

const isSofa = (slug: string) => slug === 'sofa';

describe('shownFor', () => {
  it('shows a value that answers the key asked for', () => {
    const state = ready('sofa');
    expect(shownFor(state, isSofa)).toBe(state);
  });

  it("shows another key's value (the previous address's) as loading", () => {
    expect(shownFor(ready('meja'), isSofa)).toBe(loading);
  });

  it('leaves idle, loading and failed as they are', () => {
    const offline = failed(new StoreFailure('network', 'GET uni/article', 'offline'));
    for (const state of [idle, loading, offline]) expect(shownFor(state, isSofa)).toBe(state);
  });
});
