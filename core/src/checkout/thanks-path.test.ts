import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BROWSER_DEVICE_TYPE, placedOrderLinks, thanksPath, thanksRedirect } from './thanks-path';
import * as storePaths from '../shared/store-paths';

// Document 1 §2: "thanks redirects to /profile/order/{bill_no} when the stored device type is Browser,
// otherwise to /checkout/information/{bill_no}. bill_no comes from the query."
describe('where the thanks page leads', () => {
  it('"/profile/order/{bill_no} when the stored device type is Browser"', () => {
    expect(BROWSER_DEVICE_TYPE).toBe('Browser');
    expect(thanksPath('INV-2026-0001', 'Browser')).toBe('/profile/order/INV-2026-0001');
  });

  it('"otherwise to /checkout/information/{bill_no}": any other type, a differently cased one, or none', () => {
    expect(thanksPath('INV-2026-0001', 'Android')).toBe('/checkout/information/INV-2026-0001');
    expect(thanksPath('INV-2026-0001', 'browser')).toBe('/checkout/information/INV-2026-0001');
    expect(thanksPath('INV-2026-0001', ' Browser ')).toBe('/checkout/information/INV-2026-0001');
    expect(thanksPath('INV-2026-0001', null)).toBe('/checkout/information/INV-2026-0001');
  });

  it('keeps a bill number with a slash inside one path segment', () => {
    expect(thanksPath('INV/2026/11/0001', 'Browser')).toBe('/profile/order/INV%2F2026%2F11%2F0001');
  });

  it('PROPERTY: for any bill number, one of the two paths, with the bill number URL-encoded in one segment', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.option(fc.constantFrom('Browser', 'Android', 'iOS', '')), (billNumber, type) => {
        const path = thanksPath(billNumber, type);
        const match = /^\/(profile\/order|checkout\/information)\/([^/?#]+)$/.exec(path);
        expect(match).not.toBeNull();
        expect(match?.[1]).toBe(type === 'Browser' ? 'profile/order' : 'checkout/information');
        expect(decodeURIComponent(match?.[2] ?? '')).toBe(billNumber);
      }),
    );
  });

  it('"bill_no comes from the query"', () => {
    expect(thanksRedirect('?bill_no=INV%2F0001', 'Browser')).toBe('/profile/order/INV%2F0001');
    expect(thanksRedirect('status=ok&bill_no=INV-7', 'Android')).toBe('/checkout/information/INV-7');
  });

  it('leads nowhere without a bill number in the query', () => {
    expect(thanksRedirect('', 'Browser')).toBeNull();
    expect(thanksRedirect('?bill_no=', 'Browser')).toBeNull();
    expect(thanksRedirect('?bill_no=%20', 'Browser')).toBeNull();
  });

  it("the success step's links: the order's payment guide by its number, the order as thanks would lead by its bill", () => {
    const placed = { orderNumber: 'MORE-20261119-0107', billNumber: 'INV-20261119-0107' };
    expect(placedOrderLinks(placed, 'Browser')).toEqual({ paymentInformation: '/checkout/information/MORE-20261119-0107', order: '/profile/order/INV-20261119-0107' });
    expect(placedOrderLinks(placed, null)).toEqual({ paymentInformation: '/checkout/information/MORE-20261119-0107', order: '/checkout/information/INV-20261119-0107' });
  });

  it('PROPERTY: the payment guide of any order number is /checkout/information/ and that number in one segment', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (orderNumber) => {
        const match = /^\/checkout\/information\/([^/?#]+)$/.exec(storePaths.paymentInformation(orderNumber));
        expect(decodeURIComponent(match?.[1] ?? '')).toBe(orderNumber);
      }),
    );
  });
});
