import type { StoreApi } from '@more/adapters/store-api';
import { HttpCartApi } from '@more/adapters/http/cart';

export const cartApi = (api: StoreApi) => new HttpCartApi(api);
