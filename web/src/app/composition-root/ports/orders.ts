import type { StoreApi } from '@more/adapters/store-api';
import { HttpOrdersApi } from '@more/adapters/http/orders';

export const ordersApi = (api: StoreApi) => new HttpOrdersApi(api);
