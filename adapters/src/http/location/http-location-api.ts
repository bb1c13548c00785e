import type { LocationApi, ShopperLocation } from '@more/core';
import type { StoreApi } from '../store-api';
import { toCityWire } from './location.mapper';
import { setLocationWire } from './location.wire';
import type { SetLocationBodyWire } from './location-request.wire';

export class HttpLocationApi implements LocationApi {
  constructor(private readonly api: StoreApi) {}

  async setLocation(location: ShopperLocation): Promise<void> {
    await this.api.call('POST more/user/set-location', setLocationWire, { json: toCityWire(location) satisfies SetLocationBodyWire });
  }
}
