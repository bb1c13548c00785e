import type { LocationApi } from './location-api.port';
import type { LocationStore } from './location-store.port';
import type { ShopperLocation } from './shopper-location';

export * from './location.fixture';

/** The customer's location on the server, in memory: every location sent, failure on request. */
export class InMemoryLocationApi implements LocationApi {
  readonly sent: ShopperLocation[] = [];
  failWith: Error | null = null;

  setLocation(location: ShopperLocation): Promise<void> {
    this.sent.push(location);
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve();
  }
}

/** The device's chosen location in memory. */
export class InMemoryLocationStore implements LocationStore {
  constructor(public stored: ShopperLocation | null = null) {}

  load(): ShopperLocation | null {
    return this.stored;
  }

  save(location: ShopperLocation): void {
    this.stored = location;
  }

  clear(): void {
    this.stored = null;
  }
}
