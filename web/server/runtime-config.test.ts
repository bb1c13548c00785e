import { describe, expect, it } from 'vitest';
import { defaultLandings, landingTarget, readServerConfig } from './runtime-config';
import { securityHeaders } from './security-headers';

describe('the server configuration (read at start, not baked into the bundle)', () => {
  it('defaults to the mock API on the same origin', () => {
    const config = readServerConfig({});
    expect(config.mountsMock).toBe(true);
    expect(config.store.storeApiUrl).toBe('/api/');
    expect(config.store.externalPaths).toEqual(defaultLandings.map((landing) => landing.path));
  });

  it('serves the same build against another API with STORE_API_URL', () => {
    const config = readServerConfig({ STORE_API_URL: 'https://api.toko.test/v1/', PUBLIC_ORIGIN: 'https://toko.test/x' });
    expect(config.mountsMock).toBe(false);
    expect(config.store.storeApiUrl).toBe('https://api.toko.test/v1/');
    expect(config.publicOrigin).toBe('https://toko.test');
  });

  it('sends the external landings of document 1 §2 only to allowed hosts', () => {
    const config = readServerConfig({});
    expect(landingTarget(config, '/retail', '')).toBe('https://retail.morefurniture.id/');
    expect(landingTarget(config, '/marketplace/refresh-token', '?code=abc')).toBe('https://seller.morefurniture.id/marketplace/refresh-token?code=abc');
    expect(landingTarget(config, '/garansi', '?next=https://evil.example')).toBe('https://garansi.morefurniture.id/registrasi');
    expect(landingTarget(config, '/', '')).toBeNull();
  });

  it('refuses a landing outside the allowlist, or not over https, at start', () => {
    expect(() => readServerConfig({ STORE_LANDINGS: JSON.stringify([{ path: '/promo-x', to: 'https://evil.example/' }]) })).toThrow(/not on an allowed/);
    expect(() =>
      readServerConfig({ STORE_LANDINGS: JSON.stringify([{ path: '/promo-x', to: 'http://promo.toko.test/' }]), STORE_LANDING_HOSTS: 'promo.toko.test' }),
    ).toThrow(/not on an allowed https host/);
    const config = readServerConfig({ STORE_LANDINGS: JSON.stringify([{ path: '/promo-x', to: 'https://promo.toko.test/' }]), STORE_LANDING_HOSTS: 'promo.toko.test' });
    expect(landingTarget(config, '/promo-x', '')).toBe('https://promo.toko.test/');
    expect(() => readServerConfig({ STORE_LANDINGS: '{"not":"a list"}' })).toThrow(/JSON array/);
  });
});

describe('security headers', () => {
  it('allow scripts from the store only, and an inline one only by its hash: no other inline script, no eval', () => {
    const csp = securityHeaders(readServerConfig({}).store)['content-security-policy']!;
    const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    const withStarter = securityHeaders(readServerConfig({}).store, ["'sha256-abc='"])['content-security-policy']!;
    expect(withStarter.split('; ').find((part) => part.startsWith('script-src'))).toBe("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('keep the shipment service to the server: not in the pages\' configuration, not in connect-src', () => {
    const config = readServerConfig({ SHIPMENT_API_URL: 'https://omni.toko.test/', SHIPMENT_API_TOKEN: 'rahasia-pengiriman' });
    expect(config.shipment).toEqual({ apiUrl: 'https://omni.toko.test/', token: 'rahasia-pengiriman' });
    expect(JSON.stringify(config.store)).not.toMatch(/rahasia-pengiriman|omni\.toko\.test|shipment/i);
    expect(securityHeaders(config.store)['content-security-policy']).not.toContain('omni.toko.test');
  });

  it('refuse a real shipment service without its credential, rather than send it the mock\'s', () => {
    expect(() => readServerConfig({ SHIPMENT_API_URL: 'https://omni.toko.test/' })).toThrow(/SHIPMENT_API_TOKEN/);
    expect(readServerConfig({}).shipment).toEqual({ apiUrl: '/shipment/', token: null });
  });

  it('let pages reach an API on another origin, and nothing else', () => {
    const headers = securityHeaders(readServerConfig({ STORE_API_URL: 'https://api.toko.test/v1/' }).store);
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.toko.test");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
