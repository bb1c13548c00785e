import { StoreFailure, failed, loading, ready } from '@more/core';
import { describe, expect, it } from 'vitest';
import { asStillOnItsWay } from './unanswered';

const unanswered = new StoreFailure('network', 'GET uni/menu', 'GET uni/menu got no answer: no answer within 2500 ms');

describe('what the server HTML shows of a call that got no answer in the render', () => {
  it('shows it as on its way (the skeleton), since the browser asks again', () => {
    expect(asStillOnItsWay(failed(unanswered))).toEqual(loading);
  });

  it("shows a product list's first page as on its way, with its filter kept", () => {
    const list = { filter: { type: 'terbaru' }, products: [], page: 0, totalPages: 0, total: 0, hasMore: false };
    expect(asStillOnItsWay({ ...list, status: 'failed', failure: unanswered })).toEqual({ ...list, status: 'loading-first-page' });
  });

  it('keeps every other state as it is: an answer, or a refusal the API did give', () => {
    const answered = ready(['Sofa']);
    const refused = failed(new StoreFailure('not-found', 'GET uni/product/x', 'GET uni/product/x answered 404', { status: 404 }));
    expect(asStillOnItsWay(answered)).toBe(answered);
    expect(asStillOnItsWay(refused)).toBe(refused);
    expect(asStillOnItsWay(null)).toBeNull();
  });
});
