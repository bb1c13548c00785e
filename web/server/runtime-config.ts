import { availableParallelism } from 'node:os';
import { isLoopbackAddress } from '@more/adapters/request-checks';
import { z } from 'zod';
import { internationalPhoneDigits } from '@more/core';
import type { StoreConfig } from '../src/shared/store-config';
import { DEFAULT_STORE_WHATSAPP_NUMBER } from '../src/shared/store-contact-number';
import { SESSION_PATH } from './session-cookie';
import { IMAGE_PATH } from '../src/shared/images/resized-image';

/** A path of this store that the server sends to a page elsewhere (document 1 §2: "Some paths redirect to external landing pages"). */
export interface ExternalLanding {
  readonly path: string;
  readonly to: string;
  /** Passes the query along (the marketplace's token refresh carries its code there). */
  readonly keepQuery?: boolean;
  /**
   * What the footer's link to the path says (document 1 §1: "There are affiliate and partner links"); a landing
   * without one (the marketplace's token refresh, which only the marketplace calls) is not linked.
   */
  readonly label?: string;
}

/**
 * The landings the store is known to send to: a retail landing page, the
 * warranty registration page and the marketplace token refresh. Their hosts
 * are the allowlist unless STORE_LANDING_HOSTS names others.
 */
export const defaultLandings: readonly ExternalLanding[] = [
  { path: '/retail', to: 'https://retail.morefurniture.id/', label: 'Toko Retail' },
  { path: '/garansi', to: 'https://garansi.morefurniture.id/registrasi', label: 'Registrasi Garansi' },
  { path: '/marketplace/refresh-token', to: 'https://seller.morefurniture.id/marketplace/refresh-token', keepQuery: true },
];

/**
 * The multichannel shipment service as the storefront's server reaches it
 * (document 2 §6, §7). Only the server holds it: the browser asks the
 * server's own endpoints (shipment-desk.ts), never the service.
 */
export interface ShipmentServiceConfig {
  /** Base URL (absolute, or relative to this server's own origin where a mounted mock answers); null: no service configured. */
  readonly apiUrl: string | null;
  /** The service's fixed embedded credential (SHIPMENT_API_TOKEN). Never written into a page, an asset, an answer or a log. */
  readonly token: string;
}

/** pino's levels (LOG_LEVEL). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  /** Where this process listens (PORT, HOST). */
  readonly port: number;
  readonly host: string;
  /** How many processes render pages on this machine (STORE_WORKERS, one per core by default). */
  readonly workers: number;
  readonly logLevel: LogLevel;
  /** What every page tells the browser (one build, any API). */
  readonly store: StoreConfig;
  /** The shipment service, for the server's eyes only. */
  readonly shipment: ShipmentServiceConfig;
  /** The public origin for canonical URLs; null to use the server's own address. */
  readonly publicOrigin: string | null;
  readonly landings: readonly ExternalLanding[];
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
  /** Shipment lookups one client may make per minute on this machine (SHIPMENT_LOOKUPS_PER_MINUTE, 10): each may reveal a name and an address. */
  readonly shipmentLookupsPerMinute: number;
  /**
   * Where the image endpoint (images/) may fetch photos from: a photo whose address starts with `prefix` is fetched
   * from `fetchFrom` + the rest of its address. From STORE_IMAGE_ORIGINS (each origin is its own prefix and
   * fetchFrom), by default the store API's origin. A relative prefix (`/media/`) is on the store's public origin:
   * the mounted mock's pictures, fetched from the mock's own loopback server (scripts/store-with-mock.ts).
   */
  readonly imageSources: readonly ImageSource[];
  /** How many bytes of resized photos this process keeps (STORE_IMAGE_CACHE_MB, 64 MB). */
  readonly imageCacheBytes: number;
}

/** One place the image endpoint fetches photos from (ServerConfig.imageSources). */
export interface ImageSource {
  /** The start of the photos' addresses as the API names them: an origin + '/', or a path on the store's public origin. */
  readonly prefix: string;
  /** Where such a photo is fetched from, absolute, ending in '/'. */
  readonly fetchFrom: string;
}

/**
 * What the process that starts the storefront may supply when the
 * environment does not: the mock's paths on this server's own origin, when
 * `npm start` mounts the mock. `npm run serve` supplies nothing, so there
 * STORE_API_URL is required.
 */
export interface ConfigDefaults {
  readonly storeApiUrl?: string;
}

/** An unset or empty variable is absent (`FOO= npm run serve` means "not set", as in most tools). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const whole = (min: number, unit: string) =>
  z.coerce
    .number({ error: `must be a whole number of ${unit}` })
    .int({ error: `must be a whole number of ${unit}` })
    .min(min, { error: `must be a whole number of ${unit} from ${min}` });

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

const landingsJson = z.string().transform((text, context): readonly ExternalLanding[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const landings = z
    .array(z.object({ path: z.string().startsWith('/'), to: httpUrl, keepQuery: z.boolean().optional(), label: z.string().trim().min(1).optional() }))
    .safeParse(parsed);
  if (!landings.success) {
    context.addIssue({ code: 'custom', message: 'must be a JSON array of { "path": "/…", "to": "https://…", "keepQuery"?: true, "label"?: "…" }' });
    return z.NEVER;
  }
  return landings.data.map((landing) => ({ path: landing.path, to: landing.to, keepQuery: landing.keepQuery === true, ...(landing.label ? { label: landing.label } : {}) }));
});

/**
 * STORE_IMAGE_ORIGINS: absolute http(s) origins, comma-separated, each normalised by the URL parser (scheme and host
 * lower-case, no default port) so that a photo's address is compared with the same spelling. A path, a query or a
 * user name would make the entry mean something else than "this host": refused rather than ignored.
 */
const imageOrigins = z.string().transform((text, context): readonly string[] => {
  const origins: string[] = [];
  for (const item of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
      context.addIssue({ code: 'custom', message: `must be absolute http(s) origins separated by commas, e.g. https://media.morefurniture.id (${JSON.stringify(item)} is not one)` });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  if (origins.length === 0) {
    context.addIssue({ code: 'custom', message: 'must name at least one origin' });
    return z.NEVER;
  }
  return origins;
});

const environment = z.object({
  PORT: optional(whole(0, 'a port').max(65535, { error: 'must be a port number (0 to 65535)' })),
  HOST: optional(z.string()),
  STORE_WORKERS: optional(whole(1, 'processes')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  PUBLIC_ORIGIN: optional(httpUrl),
  STORE_API_URL: optional(httpUrl),
  SHIPMENT_API_URL: optional(httpUrl),
  SHIPMENT_API_TOKEN: optional(z.string()),
  GOOGLE_CLIENT_ID: optional(z.string()),
  FACEBOOK_APP_ID: optional(z.string()),
  STORE_LANDINGS: optional(landingsJson),
  STORE_LANDING_HOSTS: optional(z.string()),
  STORE_SITEMAP_TTL_SECONDS: optional(whole(0, 'seconds')),
  STORE_API_CACHE_SECONDS: optional(whole(0, 'seconds')),
  STORE_RENDER_API_TIMEOUT_MS: optional(whole(1, 'milliseconds')),
  SHIPMENT_LOOKUPS_PER_MINUTE: optional(whole(1, 'lookups')),
  STORE_IMAGE_ORIGINS: optional(imageOrigins),
  // At least one megabyte: a cache of none would resize every photo on every ask (nginx keeps them too, but per machine).
  STORE_IMAGE_CACHE_MB: optional(whole(1, 'megabytes').max(4096, { error: 'must be a whole number of megabytes up to 4096' })),
  // Checked here, not when a shopper taps the button: a typo would otherwise hide the button from every guest.
  STORE_WHATSAPP_NUMBER: optional(z.string().refine((text) => internationalPhoneDigits(text) !== null, { error: 'must be an Indonesian phone number, e.g. 6281130009000 or 0811-3000-9000' })),
});

/** A configuration that cannot be honoured: the message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the server's configuration from the environment, once, at start.
 * Every value is checked (zod); a wrong one stops the start with a message
 * that names the variable. Refuses a landing whose host is not on the
 * allowlist (a typo or an injected entry must not make the store an open
 * redirect), and a shipment service without its credential.
 */
export const readServerConfig = (env: NodeJS.ProcessEnv = process.env, defaults: ConfigDefaults = {}): ServerConfig => {
  const read = environment.safeParse(env);
  if (!read.success) {
    throw new ConfigError(read.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message} (it is ${JSON.stringify(env[String(issue.path[0])])})`).join('; '));
  }
  const values = read.data;
  const landings = values.STORE_LANDINGS ?? defaultLandings;
  const allowed = new Set(
    (values.STORE_LANDING_HOSTS ?? defaultLandings.map((landing) => new URL(landing.to).host).join(','))
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  );
  for (const landing of landings) {
    const target = new URL(landing.to);
    if (target.protocol !== 'https:' || !allowed.has(target.host)) {
      throw new ConfigError(`STORE_LANDINGS: the landing ${landing.path} → ${landing.to} is not on an allowed https host (STORE_LANDING_HOSTS: ${[...allowed].join(', ')})`);
    }
  }
  const storeApiUrl = values.STORE_API_URL ?? defaults.storeApiUrl;
  if (!storeApiUrl) throw new ConfigError('STORE_API_URL is not set: the storefront needs the store API it renders from (e.g. https://api.morefurniture.id/)');
  // A real service without its credential would refuse every lookup: better not to start than to send it nothing.
  if (values.SHIPMENT_API_URL && !values.SHIPMENT_API_TOKEN) {
    throw new ConfigError('SHIPMENT_API_URL is set but SHIPMENT_API_TOKEN is not: the shipment service needs its credential');
  }
  return {
    port: values.PORT ?? 5173,
    host: values.HOST ?? '127.0.0.1',
    workers: values.STORE_WORKERS ?? availableParallelism(),
    logLevel: values.LOG_LEVEL ?? 'info',
    store: {
      storeApiUrl,
      sessionPath: SESSION_PATH,
      imagePath: IMAGE_PATH,
      externalPaths: landings.map((landing) => landing.path),
      landings: landings.flatMap((landing) => (landing.label ? [{ href: landing.path, label: landing.label }] : [])),
      ...(values.GOOGLE_CLIENT_ID ? { googleClientId: values.GOOGLE_CLIENT_ID } : {}),
      ...(values.FACEBOOK_APP_ID ? { facebookAppId: values.FACEBOOK_APP_ID } : {}),
      whatsappNumber: values.STORE_WHATSAPP_NUMBER ?? DEFAULT_STORE_WHATSAPP_NUMBER,
    },
    shipment: values.SHIPMENT_API_URL ? { apiUrl: values.SHIPMENT_API_URL, token: values.SHIPMENT_API_TOKEN ?? '' } : { apiUrl: null, token: '' },
    publicOrigin: values.PUBLIC_ORIGIN ? new URL(values.PUBLIC_ORIGIN).origin : null,
    landings,
    sitemapTtlSeconds: values.STORE_SITEMAP_TTL_SECONDS ?? 3600,
    storeApiCacheSeconds: values.STORE_API_CACHE_SECONDS ?? 30,
    renderApiTimeoutMs: values.STORE_RENDER_API_TIMEOUT_MS ?? 2500,
    shipmentLookupsPerMinute: values.SHIPMENT_LOOKUPS_PER_MINUTE ?? 10,
    // By default the API's own origin: a real API names its photos on its media host, which STORE_IMAGE_ORIGINS then names.
    imageSources: (values.STORE_IMAGE_ORIGINS ?? (/^https?:\/\//i.test(storeApiUrl) ? [new URL(storeApiUrl).origin] : [])).map((origin) => ({ prefix: `${origin}/`, fetchFrom: `${origin}/` })),
    imageCacheBytes: (values.STORE_IMAGE_CACHE_MB ?? 64) * 1024 * 1024,
  };
};

/**
 * Why shoppers beyond this machine would get wrong addresses, or null: on a
 * HOST other than loopback, canonical links, Open Graph and the sitemap need
 * the origin shoppers use (PUBLIC_ORIGIN); this server's own address
 * (`http://0.0.0.0:5173`) is nobody's. `npm run serve` refuses to start;
 * `npm start` with the mock warns.
 */
export const missingPublicOrigin = (config: ServerConfig): string | null =>
  config.publicOrigin === null && !isLoopbackAddress(config.host)
    ? `HOST is ${config.host} (beyond this machine) but PUBLIC_ORIGIN is not set: canonical links and the sitemap need the origin shoppers use, e.g. PUBLIC_ORIGIN=https://www.morefurniture.id`
    : null;

/** Where a landing sends a request, or null: only hosts of the configured table are ever reached. */
export const landingTarget = (config: ServerConfig, path: string, search: string): string | null => {
  const landing = config.landings.find((candidate) => candidate.path === path.replace(/\/+$/, ''));
  if (!landing) return null;
  const target = new URL(landing.to);
  if (landing.keepQuery && search) target.search = search;
  return target.href;
};
