import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RequestHead, isLoopbackAddress, isValidHost, unreadableRequest } from './request-checks';

const asked = (url: string, host?: string) => ({ url, headers: host === undefined ? {} : { host } }) satisfies RequestHead;

describe('a request the server can read', () => {
  it('takes every host a URL can name, with or without a port', () => {
    for (const host of ['127.0.0.1:5173', 'localhost', 'www.morefurniture.id', 'toko-1.test:8080', '[::1]:5173', '[2001:db8::1]']) expect(isValidHost(host), host).toBe(true);
    fc.assert(
      fc.property(fc.domain(), fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }), (domain, port) => {
        const host = port === undefined ? domain : `${domain}:${port}`;
        expect(isValidHost(host)).toBe(true);
        expect(unreadableRequest(asked('/', host))).toBeNull();
      }),
    );
  });

  it('refuses a Host header that names no host: a URL built from it would throw', () => {
    for (const host of ['a b', '[::1', 'exa%mple.com', 'x/y', 'toko.test:99999999', '', 'toko.test:', '@evil.example', 'a\\b', '08', '1.2.3.999']) {
      expect(isValidHost(host), host).toBe(false);
      expect(unreadableRequest(asked('/', host)), host).toBe('Header Host tidak valid');
    }
    // Whatever the header holds: either the server can build its URL, or the request is refused first.
    fc.assert(
      fc.property(fc.string(), (host) => {
        if (unreadableRequest(asked('/', host)) === null) expect(() => new URL(`http://${host}/`)).not.toThrow();
      }),
      { numRuns: 20_000 },
    );
  });

  it('refuses a path with a broken percent-encoding, and reads every path that decodes', () => {
    expect(unreadableRequest(asked('/produk/%E0%A4%A', 'toko.test'))).toBe('Alamat berisi kode persen yang rusak');
    expect(unreadableRequest(asked('/api/%zz?x=1'))).toBe('Alamat berisi kode persen yang rusak');
    // A broken query is the handler's to refuse with its own reason (a 422 naming the field).
    expect(unreadableRequest(asked('/api/uni/product?type=%E0'))).toBeNull();
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(unreadableRequest(asked(path.startsWith('/') ? path : `/${path}`))).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('knows which listening addresses only this machine reaches', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', 'localhost']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['0.0.0.0', '::', '192.168.1.10', '10.0.0.2', '::ffff:10.0.0.2', 'toko.test']) expect(isLoopbackAddress(address), address).toBe(false);
  });
});
