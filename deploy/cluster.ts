import { type InstanceEnv, type RunningInstance, startInstance } from './instances';
import { type RunningNginx, startNginx } from './nginx';
import { freePort } from './processes';

export interface ClusterOptions {
  /** How many storefront instances nginx balances. */
  readonly instances: number;
  /** Where nginx listens. */
  readonly host: string;
  readonly port: number;
  /** The origin shoppers use (PUBLIC_ORIGIN): nginx answers its host name alone, and pages name it. */
  readonly publicOrigin: string;
  /** The store API's upstream for nginx's /api/ and /media/, `host:port`. */
  readonly api: string;
  /** Every instance's environment besides what the cluster sets (SHIPMENT_API_URL, SHIPMENT_API_TOKEN, LOG_LEVEL …). */
  readonly env: InstanceEnv;
  /** One instance's own additions (a test gives one instance a slow API). */
  readonly instanceEnv?: (index: number) => InstanceEnv;
  /** nginx's prefix: its configuration, cache and logs. */
  readonly runDir: string;
  /** The storefront's build (web/dist by default). */
  readonly distDir?: string;
  readonly lookupsPerMinute?: number;
  /** Log lines of the instances and nginx, with where they came from. */
  readonly onLine?: (source: string, line: string) => void;
}

export interface RunningCluster {
  /** nginx's origin, as shoppers reach it. */
  readonly url: string;
  readonly instances: readonly RunningInstance[];
  readonly nginx: RunningNginx;
  /** nginx first (no new request meets a stopped instance), then the instances. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Storefront instances on free loopback ports behind one nginx (deploy/nginx.conf.template).
 * Every instance reads the store API through nginx (STORE_API_URL is the
 * public origin's /api/), so the renders' API reads share nginx's cache too.
 */
export const startCluster = async (options: ClusterOptions): Promise<RunningCluster> => {
  const origin = new URL(options.publicOrigin).origin;
  const instances: RunningInstance[] = [];
  let nginx: RunningNginx | null = null;
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
    })());
  try {
    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
    const started = await Promise.allSettled(
      ports.map((port, index) =>
        startInstance({
          port,
          env: { ...options.env, PUBLIC_ORIGIN: origin, STORE_API_URL: `${origin}/api/`, ...options.instanceEnv?.(index) },
          ...(options.distDir ? { distDir: options.distDir } : {}),
          ...(options.onLine ? { onLine: (line: string) => options.onLine?.(`instance ${index + 1}`, line) } : {}),
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    const address = options.host.includes(':') ? `[${options.host}]` : options.host;
    // nginx listening on every address is asked on loopback.
    const probeAddress = options.host === '0.0.0.0' ? '127.0.0.1' : options.host === '::' ? '[::1]' : address;
    nginx = await startNginx({
      runDir: options.runDir,
      probe: `http://${probeAddress}:${options.port}`,
      config: {
        listen: `${address}:${options.port}`,
        serverName: new URL(origin).hostname,
        instances: instances.map((instance) => `127.0.0.1:${instance.port}`),
        api: options.api,
        ...(options.lookupsPerMinute === undefined ? {} : { lookupsPerMinute: options.lookupsPerMinute }),
      },
      ...(options.onLine ? { onLine: (line: string) => options.onLine?.('nginx', line) } : {}),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: origin, instances, nginx, stop };
};
