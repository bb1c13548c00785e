import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/product.fixture';
import { isStoreFailure } from '../shared/failure';
import type { Banner } from './banner';
import type { Endorsement } from './endorsement';
import { emptySiteSettings, InMemoryHomeContentApi, InMemoryPromotionsApi } from './fakes';

const banner = (id: number, position: Banner['position']): Banner => ({
  id,
  title: `Banner ${id}`,
  position,
  imageDesktopUrl: `https://img.test/${id}.svg`,
  imageMobileUrl: `https://img.test/${id}-m.svg`,
  link: null,
});

const endorsement = (id: number, order: number): Endorsement => ({
  id,
  name: `Endorser ${id}`,
  socialHandle: `@endorser${id}`,
  userImageUrl: 'https://img.test/u.svg',
  contentImageUrl: 'https://img.test/c.svg',
  productPath: '/product/sofa',
  order,
  status: 1,
});

describe('InMemoryHomeContentApi', () => {
  it('answers banners by position, as the server filters them by type', async () => {
    const api = new InMemoryHomeContentApi({ banners: [banner(1, 'top'), banner(2, 'bottom'), banner(3, 'top')] });
    expect((await api.banners('top')).map((b) => b.id)).toEqual([1, 3]);
    expect((await api.banners('bottom')).map((b) => b.id)).toEqual([2]);
    expect(api.calls).toEqual(['banners:top', 'banners:bottom']);
  });

  it('answers what it holds, empty by default, and fails every call when told to', async () => {
    const api = new InMemoryHomeContentApi();
    expect(await api.popups()).toEqual([]);
    expect(await api.siteSettings()).toEqual(emptySiteSettings());
    expect(await api.highlightedInspirations()).toEqual([]);
    expect(await api.metaPages()).toEqual([]);
    api.failWith = new Error('offline');
    await expect(api.popups()).rejects.toThrow('offline');
  });

  it('starts every site setting empty', () => {
    const settings = emptySiteSettings();
    expect(Object.keys(settings)).toHaveLength(8);
    expect(Object.values(settings).every((value) => value === null)).toBe(true);
  });
});

describe('InMemoryPromotionsApi', () => {
  it('answers endorsements in display order and the other lists as held', async () => {
    const bundle = aProduct({ id: 9, isBundle: true });
    const api = new InMemoryPromotionsApi({ endorsements: [endorsement(1, 3), endorsement(2, 1), endorsement(3, 2)], bundleDeals: [bundle] });
    expect((await api.endorsements()).map((e) => e.id)).toEqual([2, 3, 1]);
    expect(await api.bundleDeals()).toEqual([bundle]);
    expect(await api.redeemableRewards()).toEqual([]);
    expect(await api.freeGiftPromotions()).toEqual([]);
  });

  it('refuses a guest as the server does: unauthorized, naming the call', async () => {
    const api = new InMemoryPromotionsApi();
    api.loggedIn = false;
    const error: unknown = await api.endorsements().catch((e: unknown) => e);
    expect(isStoreFailure(error) && error.kind).toBe('unauthorized');
    expect(isStoreFailure(error) && error.call).toBe('GET more/promotion/endorsement');
    expect(api.calls).toEqual(['GET more/promotion/endorsement']);
  });
});
