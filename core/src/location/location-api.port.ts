import { token } from '../shared/token';
import type { ShopperLocation } from './shopper-location';

/** The customer's location on the server (document 2 §7, "Auth and user"). */
export interface LocationApi {
  /**
   * POST more/user/set-location with city_id, city_name and province_id
   * (parameters not shown in document 2: the city as the bundled list gives
   * it). A city that is not in the regions, or not in its province, is a 422.
   */
  setLocation(location: ShopperLocation): Promise<void>;
}

export const LocationApiToken = token<LocationApi>('LocationApi');
