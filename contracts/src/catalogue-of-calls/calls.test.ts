import { describe, expect, it } from 'vitest';
import { areas, callOf, calls, pathPattern } from './calls';

describe('the catalogue of calls (document 2 §7)', () => {
  it('holds 144 calls of the store API and 2 of the shipment service', () => {
    expect(calls.filter((c) => c.provider === 'store-api')).toHaveLength(144);
    expect(calls.filter((c) => c.provider === 'shipment-service')).toHaveLength(2);
  });

  it('names each call once', () => {
    expect(new Set(calls.map((c) => c.name)).size).toBe(calls.length);
  });

  it('has calls in every area', () => {
    for (const area of areas) expect(calls.some((c) => c.area === area), area).toBe(true);
  });

  it('"Calls under the more/ prefix need a logged-in user" (document 2 §6)', () => {
    expect(calls.find((c) => c.name === 'GET more/transaction/cart')?.needsToken).toBe(true);
    expect(calls.find((c) => c.name === 'POST auth/login')?.needsToken).toBe(false);
    expect(calls.find((c) => c.name === 'GET uni/product')?.needsToken).toBe(false);
  });

  it('matches concrete paths to their template, preferring literal segments', () => {
    expect(pathPattern('uni/product/{slug}').test('/uni/product/sofa-aruna')).toBe(true);
    expect(pathPattern('uni/product/{slug}').test('/uni/product/sofa/aruna')).toBe(false);
    expect(callOf('GET', '/uni/product/search', 'store-api')?.name).toBe('GET uni/product/search');
    expect(callOf('GET', '/uni/product/sofa-aruna', 'store-api')?.name).toBe('GET uni/product/{slug}');
    expect(callOf('POST', '/more/transaction/order', 'store-api')?.name).toBe('POST more/transaction/order');
    expect(callOf('GET', '/api/v1/shipment/get/SO-1', 'shipment-service')?.name).toBe('GET api/v1/shipment/get/{id}');
    expect(callOf('GET', '/uni/nothing', 'store-api')).toBeUndefined();
  });
});
