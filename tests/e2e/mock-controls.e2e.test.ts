import { describe, expect, test } from './harness/fixtures';
import { advanceMockClock, resetMock } from './harness/store';

interface FlashSaleAnswer {
  data: { id: number; start: number; end: number }[];
}

/**
 * Issue 4: "a reset to the seed and a way to move the clock (for flash-sale
 * tests), available to tests and to the end-to-end fixture".
 */
describe('the end-to-end fixture controls the mock API', () => {
  const flashSaleGroups = async (url: string) => {
    const response = await fetch(`${url}/api/uni/product/flashsale`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as FlashSaleAnswer).data;
  };

  test('moves the clock past the end of every flash sale, and resets to the seed', async ({ store }) => {
    const seeded = await flashSaleGroups(store.url);
    // The seed has a group running now and one upcoming.
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    const lastEnd = Math.max(...seeded.map((group) => group.end));
    const now = Math.floor(store.mockApi.clock.now() / 1000);

    await advanceMockClock(store, lastEnd - now + 60);
    expect(await flashSaleGroups(store.url)).toEqual([]);

    await resetMock(store);
    expect((await flashSaleGroups(store.url)).map((group) => group.id)).toEqual(seeded.map((group) => group.id));
  });
});
