import type { WireByCall } from '../wire-registry';
import { wishlistChangeWire, wishlistPageWire, wishlistSyncWire } from './wishlist.wire';

/** The `data` schema of each wishlist call's answer, for the conformance test of the mock. */
export const wishlistWireByCall: WireByCall = {
  'GET more/user/wishlist': wishlistPageWire,
  'POST more/user/wishlist': wishlistChangeWire,
  'DELETE more/user/wishlist/{id}': wishlistChangeWire,
  'POST more/user/wishlist/sync-guest': wishlistSyncWire,
};
