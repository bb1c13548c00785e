import { HttpWishlistApi, type StoreApi } from '@more/adapters';

export const wishlistApi = (api: StoreApi) => new HttpWishlistApi(api);
