import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const ORIGINS = ['http://127.0.0.1:5304', 'https://www.more.co.id'];

describe('where a notification leads (document 1 §3: "detail_url")', () => {
  it('follows a store path inside the app', () => {
    expect(notificationTarget('/profile/order/SO-2611-0001', ORIGINS)).toEqual({ kind: 'app', path: '/profile/order/SO-2611-0001' });
    expect(notificationTarget('profile/vouchers', ORIGINS)).toEqual({ kind: 'app', path: '/profile/vouchers' });
  });

  it('turns the store\'s own full address into an in-app path, with its query and fragment', () => {
    expect(notificationTarget('https://more.co.id/products/type=terbaru?page=2#top', ORIGINS)).toEqual({ kind: 'app', path: '/products/type=terbaru?page=2#top' });
    expect(notificationTarget('http://127.0.0.1:5304/promotion', ORIGINS)).toEqual({ kind: 'app', path: '/promotion' });
  });

  it('leaves another site as a link away, and leads nowhere for no address or a script', () => {
    expect(notificationTarget('https://instagram.com/more', ORIGINS)).toEqual({ kind: 'away', url: 'https://instagram.com/more' });
    expect(notificationTarget('//evil.test/x', ORIGINS)).toEqual({ kind: 'away', url: 'https://evil.test/x' });
    expect(notificationTarget('/\\evil.test/x', ORIGINS)).toEqual({ kind: 'away', url: 'https://evil.test/x' });
    expect(notificationTarget(null, ORIGINS)).toBeNull();
    expect(notificationTarget('  ', ORIGINS)).toBeNull();
    expect(notificationTarget('javascript:alert(1)', ORIGINS)).toBeNull();
  });

  it('for any detail_url: an in-app path starts with one "/" and never leaves the store', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (detailUrl) => {
        const target = notificationTarget(detailUrl, ORIGINS);
        if (target?.kind === 'app') {
          expect(target.path.startsWith('/')).toBe(true);
          expect(/^[/\\]{2}/.test(target.path)).toBe(false);
        }
        if (target?.kind === 'away') expect(target.url).toMatch(/^https?:\/\//);
      }),
    );
  });
});
