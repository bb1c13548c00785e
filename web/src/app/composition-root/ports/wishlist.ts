import type { StoreApi } from '@more/adapters/store-api';
import { HttpWishlistApi } from '@more/adapters/http/wishlist';

export const wishlistApi = (api: StoreApi) => new HttpWishlistApi(api);
