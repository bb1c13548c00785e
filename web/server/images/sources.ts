import { isIP } from 'node:net';
import type { ImageSource } from '../runtime-config';

/** A photo's address mapped to where it is fetched from. */
export interface SourceTarget {
  /** The address the page asked for, normalised: the cache's key. */
  readonly url: string;
  /** Where it is fetched from (the configured fetchFrom + the rest of the address). */
  readonly fetchUrl: string;
  /**
   * The fetchFrom's host is an IP literal the operator wrote (the mock on 127.0.0.1): connected to as named. A host
   * name is resolved at connection time and refused when it leads to a non-public address (addresses.ts).
   */
  readonly trustedAddress: boolean;
}

/**
 * An absolute http(s) address as the URL parser normalises it (scheme and host lower-case, default port dropped,
 * `..` segments resolved, `http://2130706433/` and `http://0x7f.1/` read as 127.0.0.1), or null: not http(s), not
 * absolute, or with a user name or password (`https://media.example@evil.example/` reads as one host to a person
 * and as another to a parser: never fetched).
 */
export const normalisedHttpUrl = (text: string, base?: string): URL | null => {
  let url: URL;
  try {
    url = base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username !== '' || url.password !== '') return null;
  url.hash = '';
  return url;
};

/** The configured sources with their prefixes absolute: a relative one is on the store's public origin. */
export const absoluteSources = (sources: readonly ImageSource[], siteOrigin: string): readonly ImageSource[] =>
  sources.flatMap((source) => {
    const prefix = normalisedHttpUrl(source.prefix, `${siteOrigin}/`);
    const fetchFrom = normalisedHttpUrl(source.fetchFrom);
    // Every prefix ends in '/': `/media` must not also hold `/media-private/…`.
    const folder = (url: URL) => (url.href.endsWith('/') ? url.href : `${url.href}/`);
    return prefix && fetchFrom && !prefix.search && !fetchFrom.search ? [{ prefix: folder(prefix), fetchFrom: folder(fetchFrom) }] : [];
  });

const isIpLiteral = (hostname: string): boolean => isIP(hostname.replace(/^\[(.*)\]$/, '$1')) !== 0;

const targetOf = (url: URL, source: ImageSource, from: 'prefix' | 'fetchFrom'): SourceTarget => ({
  url: url.href,
  fetchUrl: source.fetchFrom + url.href.slice(source[from].length),
  trustedAddress: isIpLiteral(new URL(source.fetchFrom).hostname),
});

/**
 * Where a photo the page names is fetched from, or null when no configured source holds it: the endpoint is no
 * open proxy. The comparison is by prefix on the normalised address, and every prefix ends in '/', so
 * `https://media.example.evil/` is not under `https://media.example/`.
 */
export const sourceFor = (text: string, sources: readonly ImageSource[]): SourceTarget | null => {
  const url = normalisedHttpUrl(text);
  if (!url) return null;
  const source = sources.find((candidate) => url.href.startsWith(candidate.prefix));
  return source ? targetOf(url, source, 'prefix') : null;
};

/**
 * Where a redirect's Location leads, or null when it leaves the configured sources. A source answers in its own
 * address space (the mock's loopback address) or in the photos' (the public origin): both are the same source.
 */
export const redirectTarget = (location: string, from: string, sources: readonly ImageSource[]): SourceTarget | null => {
  const url = normalisedHttpUrl(location, from);
  if (!url) return null;
  const byFetchFrom = sources.find((candidate) => url.href.startsWith(candidate.fetchFrom));
  if (byFetchFrom) return targetOf(url, byFetchFrom, 'fetchFrom');
  const byPrefix = sources.find((candidate) => url.href.startsWith(candidate.prefix));
  return byPrefix ? targetOf(url, byPrefix, 'prefix') : null;
};
