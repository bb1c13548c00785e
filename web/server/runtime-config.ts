import { MOCK_SHIPMENT_API_PATH, MOCK_STORE_API_PATH } from '@more/mock-server/defaults';
import type { StoreConfig } from '../src/shared/store-config';

/** A path of this store that the server sends to a page elsewhere (document 1 §2: "Some paths redirect to external landing pages"). */
export interface ExternalLanding {
  readonly path: string;
  readonly to: string;
  /** Passes the query along (the marketplace's token refresh carries its code there). */
  readonly keepQuery?: boolean;
}

/**
 * The landings the store is known to send to: a retail landing page, the
 * warranty registration page and the marketplace token refresh. Their hosts
 * are the allowlist unless STORE_LANDING_HOSTS names others.
 */
export const defaultLandings: readonly ExternalLanding[] = [
  { path: '/retail', to: 'https://retail.morefurniture.id/' },
  { path: '/garansi', to: 'https://garansi.morefurniture.id/registrasi' },
  { path: '/marketplace/refresh-token', to: 'https://seller.morefurniture.id/marketplace/refresh-token', keepQuery: true },
];

/**
 * The multichannel shipment service as the storefront's server reaches it
 * (document 2 §6, §7). Only the server holds it: the browser asks the
 * server's own endpoints (shipment-desk.ts), never the service.
 */
export interface ShipmentServiceConfig {
  /** Base URL; relative (`/shipment/`) means on this server's own origin, where the mock answers. */
  readonly apiUrl: string;
  /**
   * The service's fixed embedded credential (SHIPMENT_API_TOKEN). Never written into a page, an asset
   * or an answer. Null with the mounted mock: it holds a secret of its own (MockApi.shipmentToken).
   */
  readonly token: string | null;
}

export interface ServerConfig {
  /** What every page tells the browser (one build, any API). */
  readonly store: StoreConfig;
  /** The shipment service, for the server's eyes only. */
  readonly shipment: ShipmentServiceConfig;
  /** The public origin for canonical URLs; null to use the request's own. */
  readonly publicOrigin: string | null;
  readonly landings: readonly ExternalLanding[];
  /** True when the mock API answers on this server (no STORE_API_URL elsewhere). */
  readonly mountsMock: boolean;
  /** How long the sitemap's parts read from the API are served before being read again (STORE_SITEMAP_TTL_SECONDS, 1 hour). */
  readonly sitemapTtlSeconds: number;
  /** How long a public `uni/` answer is reused by server renders (STORE_API_CACHE_SECONDS, 30; 0 keeps none). */
  readonly storeApiCacheSeconds: number;
  /**
   * How long a server render waits for one API answer before it sends the page
   * with skeletons and lets the browser ask (STORE_RENDER_API_TIMEOUT_MS, 2500:
   * the "good" largest-paint limit; a page later than that is worse than its frame now).
   */
  readonly renderApiTimeoutMs: number;
}

const parseLandings = (text: string | undefined): readonly ExternalLanding[] => {
  if (!text) return defaultLandings;
  const parsed = JSON.parse(text) as unknown;
  if (!Array.isArray(parsed)) throw new Error('STORE_LANDINGS must be a JSON array of { "path", "to", "keepQuery"? }');
  return parsed.map((entry: unknown) => {
    const { path, to, keepQuery } = (entry ?? {}) as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/') || typeof to !== 'string') {
      throw new Error(`STORE_LANDINGS has an entry without a path starting with / and a "to": ${JSON.stringify(entry)}`);
    }
    return { path, to, keepQuery: keepQuery === true };
  });
};

const readSeconds = (text: string | undefined, fallback: number, name: string): number => {
  if (text === undefined || text === '') return fallback;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`${name} must be a whole number of seconds, not ${JSON.stringify(text)}`);
  return seconds;
};

/** Milliseconds, at least 1: 0 would fail every call at once. */
const readPositive = (text: string | undefined, fallback: number, name: string): number => {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of milliseconds from 1, not ${JSON.stringify(text)}`);
  return value;
};

/**
 * Reads the server's configuration from the environment at start. Refuses a
 * landing whose host is not on the allowlist: a typo or an injected entry
 * must not turn the store into an open redirect.
 */
export const readServerConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const landings = parseLandings(env.STORE_LANDINGS);
  const allowed = new Set(
    (env.STORE_LANDING_HOSTS ?? defaultLandings.map((landing) => new URL(landing.to).host).join(','))
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  );
  for (const landing of landings) {
    const target = new URL(landing.to);
    if (target.protocol !== 'https:' || !allowed.has(target.host)) {
      throw new Error(`The landing ${landing.path} → ${landing.to} is not on an allowed https host (${[...allowed].join(', ')})`);
    }
  }
  const storeApiUrl = env.STORE_API_URL || MOCK_STORE_API_PATH;
  // A real service without its credential would refuse every lookup: better not to start than to send it the mock's.
  if (env.SHIPMENT_API_URL && !env.SHIPMENT_API_TOKEN) {
    throw new Error('SHIPMENT_API_URL is set but SHIPMENT_API_TOKEN is not: the shipment service needs its credential');
  }
  return {
    store: {
      storeApiUrl,
      externalPaths: landings.map((landing) => landing.path),
      ...(env.GOOGLE_CLIENT_ID ? { googleClientId: env.GOOGLE_CLIENT_ID } : {}),
      ...(env.FACEBOOK_APP_ID ? { facebookAppId: env.FACEBOOK_APP_ID } : {}),
    },
    shipment: { apiUrl: env.SHIPMENT_API_URL || MOCK_SHIPMENT_API_PATH, token: env.SHIPMENT_API_TOKEN || null },
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : null,
    landings,
    mountsMock: !env.STORE_API_URL,
    sitemapTtlSeconds: readSeconds(env.STORE_SITEMAP_TTL_SECONDS, 3600, 'STORE_SITEMAP_TTL_SECONDS'),
    storeApiCacheSeconds: readSeconds(env.STORE_API_CACHE_SECONDS, 30, 'STORE_API_CACHE_SECONDS'),
    renderApiTimeoutMs: readPositive(env.STORE_RENDER_API_TIMEOUT_MS, 2500, 'STORE_RENDER_API_TIMEOUT_MS'),
  };
};

/** Where a landing sends a request, or null: only hosts of the configured table are ever reached. */
export const landingTarget = (config: ServerConfig, path: string, search: string): string | null => {
  const landing = config.landings.find((candidate) => candidate.path === path.replace(/\/+$/, ''));
  if (!landing) return null;
  const target = new URL(landing.to);
  if (landing.keepQuery && search) target.search = search;
  return target.href;
};
