import { describe, expect, it } from 'vitest';
import { ConfigError, defaultLandings, landingTarget, missingPublicOrigin, readServerConfig } from './runtime-config';
import { securityHeaders } from './security-headers';

/** The smallest environment `npm run serve` starts with: the store API it renders from. */
const API = { STORE_API_URL: 'https://api.toko.test/v1/' };

describe('the server configuration (read once at start, checked, not baked into the bundle)', () => {
  it('needs the store API it renders from, unless the process that mounts the mock supplies its path', () => {
    expect(() => readServerConfig({})).toThrow(ConfigError);
    expect(() => readServerConfig({})).toThrow(/STORE_API_URL is not set/);
    const withMock = readServerConfig({}, { storeApiUrl: '/api/' });
    expect(withMock.store.storeApiUrl).toBe('/api/');
    expect(withMock.store.externalPaths).toEqual(defaultLandings.map((landing) => landing.path));
    expect(withMock.store.simulatedSignIn).toBeUndefined();
  });

  it('serves the same build against another API with STORE_API_URL', () => {
    const config = readServerConfig({ ...API, PUBLIC_ORIGIN: 'https://toko.test/x' });
    expect(config.store.storeApiUrl).toBe('https://api.toko.test/v1/');
    expect(config.publicOrigin).toBe('https://toko.test');
    expect([config.port, config.host, config.logLevel, config.shipmentLookupsPerMinute]).toEqual([5173, '127.0.0.1', 'info', 10]);
  });

  it('stops the start on a wrong value, naming the variable and the value', () => {
    const wrong: [Record<string, string>, RegExp][] = [
      [{ PORT: 'delapan' }, /PORT must be a whole number of a port.*"delapan"/],
      [{ PORT: '70000' }, /PORT must be a port number/],
      [{ STORE_WORKERS: '0' }, /STORE_WORKERS must be a whole number of processes from 1/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
      [{ PUBLIC_ORIGIN: 'toko.test' }, /PUBLIC_ORIGIN must be an absolute http\(s\) URL/],
      [{ STORE_API_URL: 'ftp://api.toko.test/' }, /STORE_API_URL must be an absolute http\(s\) URL/],
      [{ STORE_API_CACHE_SECONDS: '-1' }, /STORE_API_CACHE_SECONDS/],
      [{ STORE_RENDER_API_TIMEOUT_MS: '0' }, /STORE_RENDER_API_TIMEOUT_MS/],
      [{ SHIPMENT_LOOKUPS_PER_MINUTE: '2.5' }, /SHIPMENT_LOOKUPS_PER_MINUTE/],
      [{ STORE_WHATSAPP_NUMBER: 'hubungi kami' }, /STORE_WHATSAPP_NUMBER must be an Indonesian phone number/],
    ];
    for (const [env, message] of wrong) expect(() => readServerConfig({ ...API, ...env }), JSON.stringify(env)).toThrow(message);
    // Empty means unset, as in most tools.
    expect(readServerConfig({ ...API, PORT: '', LOG_LEVEL: '' }).port).toBe(5173);
  });

  // Issue 40: "A guest gets the button too, with the number from the store's configuration when the settings cannot be read."
  it('tells every page the store\'s messaging-app number, the customer-service one unless STORE_WHATSAPP_NUMBER says otherwise', () => {
    expect(readServerConfig(API).store.whatsappNumber).toBe('6281130009000');
    expect(readServerConfig({ ...API, STORE_WHATSAPP_NUMBER: '0811-2222-3333' }).store.whatsappNumber).toBe('0811-2222-3333');
    expect(readServerConfig({ ...API, STORE_WHATSAPP_NUMBER: '' }).store.whatsappNumber).toBe('6281130009000');
  });

  // Issue 41: the image endpoint fetches from the configured image hosts alone.
  it('lets the image endpoint fetch from the API\'s origin, or the normalised origins STORE_IMAGE_ORIGINS names', () => {
    expect(readServerConfig(API).imageSources).toEqual([{ prefix: 'https://api.toko.test/', fetchFrom: 'https://api.toko.test/' }]);
    // A relative API (the mounted mock's) names no host: the process that mounts it adds its own (store-with-mock.ts).
    expect(readServerConfig({}, { storeApiUrl: '/api/' }).imageSources).toEqual([]);
    expect(readServerConfig({ ...API, STORE_IMAGE_ORIGINS: ' HTTPS://Media.Toko.TEST:443 , http://10.0.0.9:8080/' }).imageSources).toEqual([
      { prefix: 'https://media.toko.test/', fetchFrom: 'https://media.toko.test/' },
      { prefix: 'http://10.0.0.9:8080/', fetchFrom: 'http://10.0.0.9:8080/' },
    ]);
    expect(readServerConfig(API).imageCacheBytes).toBe(64 * 1024 * 1024);
    expect(readServerConfig({ ...API, STORE_IMAGE_CACHE_MB: '16' }).imageCacheBytes).toBe(16 * 1024 * 1024);
    for (const origins of ['media.toko.test', 'ftp://media.toko.test', 'https://media.toko.test/photos/', 'https://user@media.toko.test', 'https://media.toko.test/?a=1', ',']) {
      expect(() => readServerConfig({ ...API, STORE_IMAGE_ORIGINS: origins }), origins).toThrow(/STORE_IMAGE_ORIGINS must /);
    }
    for (const megabytes of ['0', 'banyak', '1.5', '5000']) expect(() => readServerConfig({ ...API, STORE_IMAGE_CACHE_MB: megabytes }), megabytes).toThrow(/STORE_IMAGE_CACHE_MB must be a whole number of megabytes/);
  });

  it('refuses to serve shoppers beyond this machine without the origin they use (canonical links, the sitemap)', () => {
    expect(missingPublicOrigin(readServerConfig({ ...API, HOST: '0.0.0.0' }))).toMatch(/HOST is 0\.0\.0\.0 .* PUBLIC_ORIGIN is not set/);
    expect(missingPublicOrigin(readServerConfig({ ...API, HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://www.morefurniture.id' }))).toBeNull();
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(missingPublicOrigin(readServerConfig({ ...API, HOST: host })), host).toBeNull();
  });

  it('sends the external landings of document 1 §2 only to allowed hosts', () => {
    const config = readServerConfig(API);
    expect(landingTarget(config, '/retail', '')).toBe('https://retail.morefurniture.id/');
    expect(landingTarget(config, '/marketplace/refresh-token', '?code=abc')).toBe('https://seller.morefurniture.id/marketplace/refresh-token?code=abc');
    expect(landingTarget(config, '/garansi', '?next=https://evil.example')).toBe('https://garansi.morefurniture.id/registrasi');
    expect(landingTarget(config, '/', '')).toBeNull();
  });

  // Issue 40, point 7: the footer links to the retail landing and the warranty registration, as configured.
  it('tells every page which landings the footer links to, and what each link says', () => {
    expect(readServerConfig(API).store.landings).toEqual([
      { href: '/retail', label: 'Toko Retail' },
      { href: '/garansi', label: 'Registrasi Garansi' },
    ]);
    const landings = [
      { path: '/garansi', to: 'https://klaim.toko.test/', label: '  Klaim Garansi ' },
      { path: '/marketplace/refresh-token', to: 'https://klaim.toko.test/token', keepQuery: true },
    ];
    const config = readServerConfig({ ...API, STORE_LANDINGS: JSON.stringify(landings), STORE_LANDING_HOSTS: 'klaim.toko.test' });
    expect(config.store.landings).toEqual([{ href: '/garansi', label: 'Klaim Garansi' }]);
    expect(config.store.externalPaths).toEqual(['/garansi', '/marketplace/refresh-token']);
    // The page carries the paths and the words, never where they lead.
    expect(JSON.stringify(readServerConfig(API).store)).not.toContain('morefurniture.id');
    expect(() => readServerConfig({ ...API, STORE_LANDINGS: JSON.stringify([{ ...landings[0], label: ' ' }]), STORE_LANDING_HOSTS: 'klaim.toko.test' })).toThrow(
      /STORE_LANDINGS must be a JSON array/,
    );
  });

  it('refuses a landing outside the allowlist, or not over https, at start', () => {
    expect(() => readServerConfig({ ...API, STORE_LANDINGS: JSON.stringify([{ path: '/promo-x', to: 'https://evil.example/' }]) })).toThrow(/STORE_LANDINGS: .* not on an allowed/);
    expect(() =>
      readServerConfig({ ...API, STORE_LANDINGS: JSON.stringify([{ path: '/promo-x', to: 'http://promo.toko.test/' }]), STORE_LANDING_HOSTS: 'promo.toko.test' }),
    ).toThrow(/not on an allowed https host/);
    const config = readServerConfig({ ...API, STORE_LANDINGS: JSON.stringify([{ path: '/promo-x', to: 'https://promo.toko.test/' }]), STORE_LANDING_HOSTS: 'promo.toko.test' });
    expect(landingTarget(config, '/promo-x', '')).toBe('https://promo.toko.test/');
    expect(() => readServerConfig({ ...API, STORE_LANDINGS: '{"not":"a list"}' })).toThrow(/STORE_LANDINGS must be a JSON array/);
  });
});

describe('security headers', () => {
  it('allow scripts from the store only, and an inline one only by its hash: no other inline script, no eval', () => {
    const csp = securityHeaders(readServerConfig(API).store)['content-security-policy']!;
    const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    const withStarter = securityHeaders(readServerConfig(API).store, ["'sha256-abc='"])['content-security-policy']!;
    expect(withStarter.split('; ').find((part) => part.startsWith('script-src'))).toBe("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('keep the shipment service to the server: not in the pages\' configuration, not in connect-src', () => {
    const config = readServerConfig({ ...API, SHIPMENT_API_URL: 'https://omni.toko.test/', SHIPMENT_API_TOKEN: 'rahasia-pengiriman' });
    expect(config.shipment).toEqual({ apiUrl: 'https://omni.toko.test/', token: 'rahasia-pengiriman' });
    expect(JSON.stringify(config.store)).not.toMatch(/rahasia-pengiriman|omni\.toko\.test|shipment/i);
    expect(securityHeaders(config.store)['content-security-policy']).not.toContain('omni.toko.test');
  });

  it('refuse a real shipment service without its credential, rather than send it the mock\'s', () => {
    expect(() => readServerConfig({ ...API, SHIPMENT_API_URL: 'https://omni.toko.test/' })).toThrow(/SHIPMENT_API_TOKEN/);
    // None configured: tracking answers that it cannot reach one (shipment-desk.test.ts), nothing is sent anywhere.
    expect(readServerConfig(API).shipment).toEqual({ apiUrl: null, token: '' });
  });

  it('let pages reach an API on another origin, and nothing else', () => {
    const headers = securityHeaders(readServerConfig(API).store);
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.toko.test");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
