import { token } from '../shared/token';
import type { ShopperLocation } from './shopper-location';

/** The chosen location, kept on the device between visits (local storage behind it). */
export interface LocationStore {
  load(): ShopperLocation | null;
  save(location: ShopperLocation): void;
  clear(): void;
}

export const LocationStoreToken = token<LocationStore>('LocationStore');
