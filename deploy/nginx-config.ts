import { readFileSync } from 'node:fs';

/** What varies between one nginx in front of the store and another (deploy/nginx.conf.template). */
export interface NginxConfigOptions {
  /** Where nginx listens: a port, or `address:port`. */
  readonly listen: string;
  /** The store's public host name (PUBLIC_ORIGIN's): the one Host nginx answers; every other is refused. */
  readonly serverName: string;
  /** The storefront instances, `host:port` each. */
  readonly instances: readonly string[];
  /** The store API's upstream, `host:port` (the mock here, the real API in production). */
  readonly api: string;
  /** The Host header the API expects; the store's own name when it is served on the store's origin. */
  readonly apiHost?: string;
  /** Shipment lookups per client per minute across every instance (the storefront's own default is 10). */
  readonly lookupsPerMinute?: number;
  readonly workerProcesses?: number | 'auto';
  readonly cacheMaxSize?: string;
  /** The resized photos' cache (/_image): many small files kept long, 1 GB by default. */
  readonly imageCacheMaxSize?: string;
  readonly errorLogLevel?: 'debug' | 'info' | 'notice' | 'warn' | 'error' | 'crit';
  /**
   * nginx started by root switches its workers to `nobody`, who cannot write a run directory inside someone's
   * checkout: the start script asks for `root` then. A production install runs Debian's own service instead,
   * whose user (www-data) owns /var/cache/nginx.
   */
  readonly user?: string | null;
}

const template = readFileSync(new URL('./nginx.conf.template', import.meta.url), 'utf8');

/** A host:port, a host name or a port: nothing that could close a directive or open another. */
const SAFE_VALUE = /^[A-Za-z0-9._:[\]-]+$/;

const checked = (name: string, value: string): string => {
  if (!SAFE_VALUE.test(value)) throw new Error(`nginx ${name} must be a host, a port or host:port, not ${JSON.stringify(value)}`);
  return value;
};

/** The concrete nginx.conf for these instances and this API, ready for `nginx -p <run dir> -c <file>`. */
export const renderNginxConfig = (options: NginxConfigOptions): string => {
  if (options.instances.length === 0) throw new Error('nginx needs at least one storefront instance');
  const lookups = options.lookupsPerMinute ?? 10;
  if (!Number.isInteger(lookups) || lookups < 1) throw new Error(`lookupsPerMinute must be a whole number from 1, not ${lookups}`);
  const values: Record<string, string> = {
    user: options.user ? `user ${checked('user', options.user)};` : '# (no user: the workers run as the user who started nginx)',
    worker_processes: String(options.workerProcesses ?? 'auto'),
    error_log_level: options.errorLogLevel ?? 'warn',
    cache_max_size: checked('cache size', options.cacheMaxSize ?? '256m'),
    image_cache_max_size: checked('image cache size', options.imageCacheMaxSize ?? '1g'),
    storefront_servers: options.instances
      .map((instance) => `        server ${checked('instance', instance)} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
    api_server: checked('API upstream', options.api),
    api_host: checked('API host', options.apiHost ?? options.serverName),
    lookups_per_minute: String(lookups),
    // As many at once as the storefront allows in a minute, then one each 60/rate seconds.
    lookups_burst: String(lookups),
    lookups_retry_after: String(Math.ceil(60 / lookups)),
    listen: checked('listen', options.listen),
    server_name: checked('server name', options.serverName),
  };
  const rendered = template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template has a placeholder nobody fills: ${placeholder}`);
    return value;
  });
  return rendered;
};
