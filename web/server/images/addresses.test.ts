import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicOnlyLookup } from './addresses';
import { absoluteSources, redirectTarget, sourceFor } from './sources';

describe('the image sources (not an open proxy)', () => {
  const sources = absoluteSources(
    [
      { prefix: 'https://media.toko.test/', fetchFrom: 'https://media.toko.test/' },
      { prefix: '/media/', fetchFrom: 'http://127.0.0.1:4010/media/' },
    ],
    'https://toko.test',
  );

  it('maps a photo under a configured prefix to where it is fetched from, the relative prefix on the public origin', () => {
    expect(sourceFor('https://media.toko.test/p/kursi.jpg', sources)).toEqual({ url: 'https://media.toko.test/p/kursi.jpg', fetchUrl: 'https://media.toko.test/p/kursi.jpg', trustedAddress: false });
    expect(sourceFor('https://toko.test/media/products/1.jpg', sources)).toEqual({ url: 'https://toko.test/media/products/1.jpg', fetchUrl: 'http://127.0.0.1:4010/media/products/1.jpg', trustedAddress: true });
    // Normalised before comparing: scheme and host case, the default port.
    expect(sourceFor('HTTPS://MEDIA.Toko.TEST:443/p/kursi.jpg', sources)?.fetchUrl).toBe('https://media.toko.test/p/kursi.jpg');
  });

  it('refuses every address outside them, however it is spelled', () => {
    for (const url of [
      'https://media.toko.test.evil.example/p.jpg',
      'https://media.toko.test@evil.example/p.jpg',
      'https://user:pw@media.toko.test/p.jpg',
      'https://evil.example/https://media.toko.test/p.jpg',
      'http://media.toko.test/p.jpg',
      'https://media.toko.test:8443/p.jpg',
      'https://toko.test/media/../api/secret',
      'https://toko.test/media%2F..%2Fapi',
      'https://toko.test/mediax/1.jpg',
      'http://127.0.0.1:4010/media/1.jpg',
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      '/media/1.jpg',
    ]) {
      expect(sourceFor(url, sources), url).toBeNull();
    }
  });

  it('refuses any web address on another origin (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const origin = new URL(url).origin;
        fc.pre(origin !== 'https://media.toko.test' && origin !== 'https://toko.test');
        expect(sourceFor(url, sources)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('follows a redirect only within the sources, in either address space', () => {
    expect(redirectTarget('/media/2.jpg', 'http://127.0.0.1:4010/media/1.jpg', sources)?.fetchUrl).toBe('http://127.0.0.1:4010/media/2.jpg');
    expect(redirectTarget('https://toko.test/media/2.jpg', 'http://127.0.0.1:4010/media/1.jpg', sources)?.fetchUrl).toBe('http://127.0.0.1:4010/media/2.jpg');
    expect(redirectTarget('/api/secret', 'http://127.0.0.1:4010/media/1.jpg', sources)).toBeNull();
    expect(redirectTarget('http://169.254.169.254/latest/meta-data/', 'https://media.toko.test/p.jpg', sources)).toBeNull();
  });
});

describe('public addresses only for a source named by a host name', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, unspecified and IPv4-mapped forms', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', 'fc00::1', 'fd12:3456::1', '169.254.169.254', 'fe80::1', '0.0.0.0', '0.1.2.3', '100.64.0.1', '224.0.0.1', 'ff02::1', '255.255.255.255', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::', 'not an address']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:93.184.216.34']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('answers the connection only with checked addresses, in both forms net.connect asks', async () => {
    const lookup = publicOnlyLookup((host) =>
      Promise.resolve(host === 'cdn.test' ? [{ address: '93.184.216.34', family: 4 as const }, { address: '2606:4700::1111', family: 6 as const }] : [{ address: '93.184.216.34', family: 4 as const }, { address: '10.0.0.7', family: 4 as const }]),
    );
    const ask = (host: string, options: { all?: boolean; family?: number }) =>
      new Promise<unknown>((resolve) => {
        lookup(host, options, (error: Error | null, address: unknown, family?: number) => resolve(error ? (error as NodeJS.ErrnoException).code : { address, family }));
      });
    expect(await ask('cdn.test', {})).toEqual({ address: '93.184.216.34', family: 4 });
    expect(await ask('cdn.test', { family: 6 })).toEqual({ address: '2606:4700::1111', family: 6 });
    expect(await ask('cdn.test', { all: true })).toEqual({ address: [{ address: '93.184.216.34', family: 4 }, { address: '2606:4700::1111', family: 6 }], family: undefined });
    // One private address among public ones: the name is refused, whichever the socket would have picked.
    expect(await ask('rebind.test', {})).toBe('ENOTPUBLIC');
    expect(await ask('rebind.test', { all: true })).toBe('ENOTPUBLIC');
  });
});
