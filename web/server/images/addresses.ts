import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** One resolved address of a host name, as dns.lookup gives it with `all: true`. */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** A host name's addresses: dns.lookup by default; tests inject one that names 127.0.0.1 or 10.x for a public-looking name. */
export type Resolve = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 })))));
  });

/**
 * Whether an address is on the public internet. An allowlist, not a blocklist: ipaddr.js names every special
 * range (loopback, private 10/8 172.16/12 192.168/16, unique local fc00::/7, link-local 169.254/16 fe80::/10,
 * 0.0.0.0/8 "unspecified", carrier-grade NAT 100.64/10, multicast, broadcast, reserved, the 6to4/Teredo/NAT64
 * forms that embed an IPv4 address …) and only "unicast" is plain public. An IPv4-mapped IPv6 address
 * (::ffff:127.0.0.1) is judged as the IPv4 address it is (ipaddr.process).
 */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
};

/**
 * A `lookup` for http.request that resolves the name and refuses it when any of its addresses is not public: the
 * address checked is the address the socket connects to, so a name that answers a public address to a check and a
 * private one to the connection (DNS rebinding) gains nothing. Answers in both forms net.connect asks for (one
 * address, or all of them with `all: true`, which Node's happy-eyeballs uses).
 */
export const publicOnlyLookup =
  (resolve: Resolve): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? found.filter((entry) => entry.family === options.family) : found;
        const refused = wanted.find((entry) => !isPublicAddress(entry.address));
        if (wanted.length === 0 || refused) {
          const error = Object.assign(new Error(`${hostname} resolves to ${refused ? `a non-public address (${refused.address})` : 'no address'}`), { code: 'ENOTPUBLIC' });
          callback(error, '', 4);
          return;
        }
        if (options.all) (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [...wanted]);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
