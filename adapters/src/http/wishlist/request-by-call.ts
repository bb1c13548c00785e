import { idParamsWire } from '../request-fields';
import type { RequestByCall } from '../request-registry';
import { wishlistAddBodyWire, wishlistPageQueryWire, wishlistSyncBodyWire } from './wishlist-request.wire';

/** What each wishlist call sends, for the OpenAPI document and its proof against the pacts. */
export const wishlistRequestByCall: RequestByCall = {
  'GET more/user/wishlist': { query: wishlistPageQueryWire },
  'POST more/user/wishlist': { json: wishlistAddBodyWire },
  'DELETE more/user/wishlist/{id}': { params: idParamsWire },
  'POST more/user/wishlist/sync-guest': { json: wishlistSyncBodyWire },
};
