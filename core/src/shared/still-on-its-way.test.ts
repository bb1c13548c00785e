import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Loadable, failed, loading, ready } from './loadable';
import { StoreFailure, type StoreFailureKind } from './failure';
import { asStillOnItsWay } from './still-on-its-way';

const unanswered = new StoreFailure('network', 'GET uni/menu', 'GET uni/menu got no answer: no answer within 2500 ms');
const kinds: readonly StoreFailureKind[] = ['network', 'unauthorized', 'not-found', 'rejected', 'server', 'invalid-response'];
const failure = fc.constantFrom(...kinds).map((kind) => new StoreFailure(kind, 'GET uni/x', `GET uni/x: ${kind}`));
const loadable: fc.Arbitrary<Loadable<string>> = fc.oneof(
  fc.constant<Loadable<string>>({ status: 'idle' }),
  fc.constant<Loadable<string>>(loading),
  fc.string().map((value) => ready(value)),
  failure.map((f) => failed(f)),
);
const list = { filter: { type: 'terbaru' }, products: [], page: 0, totalPages: 0, total: 0, hasMore: false };

describe('what the server HTML shows of a call that got no answer in the render', () => {
  it('shows it as on its way (the skeleton), since the browser asks again', () => {
    expect(asStillOnItsWay(failed(unanswered))).toEqual(loading);
  });

  it("shows a product list's failed first page as its first page on its way, with its filter kept", () => {
    expect(asStillOnItsWay({ ...list, status: 'failed', failure: unanswered })).toEqual({ ...list, status: 'loading-first-page' });
  });

  it('shows a later page of a product list as more on its way, below the pages it shows', () => {
    const twoPages = { ...list, products: [{ id: 1 }], page: 2, totalPages: 3, total: 30, hasMore: true };
    expect(asStillOnItsWay({ ...twoPages, status: 'failed', failure: unanswered })).toEqual({ ...twoPages, status: 'loading-more' });
  });

  it('keeps every other state as it is: an answer, or a refusal the API did give', () => {
    const answered = ready(['Sofa']);
    const refused = failed(new StoreFailure('not-found', 'GET uni/product/x', 'GET uni/product/x answered 404', { status: 404 }));
    expect(asStillOnItsWay(answered)).toBe(answered);
    expect(asStillOnItsWay(refused)).toBe(refused);
    expect(asStillOnItsWay(null)).toBeNull();
  });

  it('for every loadable state: only an unanswered call changes, to loading, and no failure is ever shown for one', () => {
    fc.assert(
      fc.property(loadable, (state) => {
        const shown = asStillOnItsWay(state);
        if (state.status === 'failed' && state.failure.kind === 'network') expect(shown).toEqual(loading);
        else expect(shown).toBe(state);
      }),
    );
  });
});
