/**
 * Checks both servers make of a request before they read it (the storefront's,
 * web/server, and the mock API's): pure functions of what Node's request
 * carries, so neither server owns them and no Node module is needed here.
 */

/** What of a Node request (IncomingMessage) the checks read. */
export interface RequestHead {
  readonly headers: { readonly host?: string | undefined };
  readonly url?: string | undefined;
}

/**
 * A Host header as RFC 9110 allows it: a name or IPv4 address, or an IPv6
 * address in brackets, and an optional port. Anything else ("a b", "[::1",
 * "exa%mple.com") is no host at all, and the URL the server would build from it fails.
 */
const VALID_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The shape above, and a host the URL standard reads: it takes an all-digit
 * last label as an IPv4 address, so "08" (no octal) or "1.2.3.999" is no host either.
 */
export const isValidHost = (host: string): boolean => VALID_HOST.test(host) && URL.canParse(`http://${host}/`);

/**
 * Why a request cannot be read, in the store's language, or null: a Host
 * header that names no host, or a path whose percent-encoding is broken
 * ("%E0%A4%A"). Both are the asker's mistake (400), never the server's (500).
 */
export const unreadableRequest = (request: RequestHead): string | null => {
  const host = request.headers.host;
  // HTTP/1.0 may leave it out; then the server's own name stands.
  if (host !== undefined && !isValidHost(host)) return 'Header Host tidak valid';
  const target = request.url ?? '/';
  if (!target.startsWith('/')) return 'Alamat permintaan tidak valid';
  const path = target.split(/[?#]/, 1)[0]!;
  try {
    decodeURIComponent(path);
  } catch {
    return 'Alamat berisi kode persen yang rusak';
  }
  return null;
};

/** Whether an address the server listens on is reachable only from this machine. */
export const isLoopbackAddress = (address: string): boolean =>
  address === '::1' || address === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) || /^::ffff:127\./.test(address);

/** The origin a shopper on this machine reaches a server at: one on every interface (0.0.0.0, ::) is reached at localhost. */
export const reachableOrigin = (port: number, host = '127.0.0.1'): string => {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
};
