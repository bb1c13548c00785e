import { describe, expect, it } from 'vitest';
import { LatestRequest } from './latest-request';

describe('only the newest request writes its answer', () => {
  it('makes an older request outdated when a newer one begins, and every one when cancelled', () => {
    const requests = new LatestRequest();
    const first = requests.begin();
    expect(first()).toBe(true);
    const second = requests.begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
    requests.cancel();
    expect(second()).toBe(false);
  });
});
