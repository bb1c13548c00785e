import { describe, expect, it } from 'vitest';
import { StoreFailure } from './failure';
import { FailureFeed } from './failure-feed';
import { failed, loading, ready, whenSettled } from './loadable';
import { of } from 'rxjs';

describe('FailureFeed', () => {
  it('passes every reported failure to whoever watches', () => {
    const feed = new FailureFeed();
    const seen: string[] = [];
    feed.failures$.subscribe((failure) => seen.push(failure.kind));
    feed.report(new StoreFailure('unauthorized', 'GET more/user/wishlist', '401'));
    feed.report(new StoreFailure('not-found', 'GET uni/product/{slug}', '404'));
    expect(seen).toEqual(['unauthorized', 'not-found']);
  });
});

describe('whenSettled', () => {
  it('answers the first ready or failed state, skipping loading', async () => {
    await expect(whenSettled(of(loading, ready(3), ready(4)))).resolves.toEqual(ready(3));
    const failure = new StoreFailure('server', 'GET uni/page', '500');
    await expect(whenSettled(of(loading, failed(failure)))).resolves.toEqual(failed(failure));
  });
});
