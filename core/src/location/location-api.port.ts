import { token } from '../shared/token';
import type { ShopperLocation } from './shopper-location';

/** The customer's location on the server (document 2 §7, "Auth and user"). */
export interface LocationApi {
  /** POST more/user/set-location */
  setLocation(location: ShopperLocation): Promise<void>;
}

export const LocationApiToken = token<LocationApi>('LocationApi');
