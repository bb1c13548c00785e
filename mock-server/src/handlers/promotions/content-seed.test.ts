import { describe, expect, it } from 'vitest';
import { MOCK_ORIGIN, requestMock } from '../../in-process';
import { createMockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';

const NOW = Date.UTC(2026, 10, 21, 3);

/** Every call of the content areas (promotions, inspiration, news, showroom), as a request. */
const contentCalls = [
  'uni/banner?application=MORE',
  'uni/popup?application=MORE',
  'more/setting',
  'uni/inspiration/highlight',
  'more/promotion/endorsement',
  'more/promotion/reedem',
  'more/promotion/free',
  'more/promotion/paket',
  'uni/page',
  'uni/inspiration/room',
  'uni/inspiration?per_page=100',
  'uni/inspiration/1',
  'uni/product/inspiration/1',
  'uni/news/tags',
  'uni/news/categories',
  'uni/news/tags-top',
  'uni/news/selected',
  'uni/news/list?per_page=100',
  'uni/news/1',
  'uni/news/products?news_id=1',
  'moreverse/map',
  'moreverse/mitra',
  'moreverse/exhibition/1',
  'moreverse/catalogue',
  'moreverse/video',
  'moreverse/activities',
  'moreverse/notif',
  'moreverse/reminder?activities=1,2,3,4,5,6,7,8',
  'uni/product/partner/1',
];

const contentCollections = [
  'banners', 'popups', 'siteSettings', 'endorsements', 'redeemRewards', 'freeGiftPromotions', 'metaPages',
  'inspirationRooms', 'inspirations', 'newsCategories', 'newsTags', 'newsArticles',
  'showroomPartners', 'showroomAreas', 'exhibitions', 'showroomCatalogues', 'showroomVideos', 'showroomActivities', 'showroomNotices',
] as const;

describe('the content seed', () => {
  it('gives the same content at every start, and other content for another seed', async () => {
    const a = await createMockApi({ now: NOW });
    const b = await createMockApi({ now: NOW });
    const c = await createMockApi({ now: NOW, seed: 7 });
    for (const name of contentCollections) {
      expect(a.db[name].count(), name).toBeGreaterThan(0);
      expect(b.db[name].all(), name).toEqual(a.db[name].all());
    }
    expect(c.db.endorsements.all()).not.toEqual(a.db.endorsements.all());
  });

  it('holds no external address anywhere: every URL of every content answer is the mock\'s own', async () => {
    const api = await createMockApi({ now: NOW });
    await signIn(api.db, DEMO_CUSTOMER.id, 'seed-token', api.clock.unixSeconds());
    for (const path of contentCalls) {
      const answer = await requestMock(api, { path, token: 'seed-token' });
      expect(answer.status, path).toBe(200);
      // A video's `watch_url` is the one address meant to lead away (issue 23: "otherwise a link out"): its own page on YouTube.
      // So is a MOREVERSE partner's `website_url` (issue 40: "the partner links from MOREVERSE"), on the reserved `.example` domain.
      const text = JSON.stringify(answer.body)
        .replace(/"watch_url":"https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}"/g, '"watch_url":null')
        .replace(/"website_url":"https:\/\/www\.[a-z-]+\.example\/"/g, '"website_url":null');
      const urls = text.match(/(https?:)?\/\/[^"\s]+/g) ?? [];
      expect(urls.filter((url) => !url.startsWith(`${MOCK_ORIGIN}/media/`)), path).toEqual([]);
      expect(text, path).not.toMatch(/www\.|\.com\b|\.co\.id\b/);
    }
  });
});
