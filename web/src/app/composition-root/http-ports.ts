import type { StoreApi } from '@more/adapters/store-api';
import { AuthStore, FailureFeed } from '@more/core';
import { inject, injectable } from 'inversify';
import { lazyPort } from './lazy-port';
import { type ApiFetch, ApiFetchToken, StoreApiUrlToken } from './surroundings';

/**
 * Makes the container's HTTP ports: each over this container's one store API
 * client (ky and the envelope, a chunk of its own), with the session's bearer
 * token on every call and every failure reported to the session's feed
 * (401 → logout, 404 → /404). Each port's adapter and wire schemas are a
 * chunk fetched on the port's first call (lazy-port.ts): a module names the
 * adapter's class by a dynamic import of `@more/adapters/http/<feature>`.
 */
@injectable()
export class HttpPorts {
  private storeApi: Promise<StoreApi> | null = null;

  constructor(
    @inject(StoreApiUrlToken) private readonly baseUrl: string,
    @inject(ApiFetchToken) private readonly apiFetch: ApiFetch,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(FailureFeed) private readonly failures: FailureFeed,
  ) {}

  /** A port over this container's store API: its adapter's class and (the first time) the client are fetched side by side on its first call. */
  port<Port extends object>(adapter: () => Promise<new (api: StoreApi) => Port>): Port {
    return lazyPort(async () => {
      const [Adapter, api] = await Promise.all([adapter(), this.api()]);
      return new Adapter(api);
    });
  }

  private api(): Promise<StoreApi> {
    return (this.storeApi ??= import('@more/adapters/store-api').then(({ createStoreApi }) =>
      createStoreApi({
        baseUrl: this.baseUrl,
        fetch: this.apiFetch.fetch,
        accessToken: () => this.auth.accessToken(),
        onFailure: (failure) => this.failures.report(failure),
      }),
    ));
  }
}
