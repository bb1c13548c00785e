import type { StoreApi } from '@more/adapters/store-api';
import { HttpCheckoutApi } from '@more/adapters/http/checkout';

export const checkoutApi = (api: StoreApi) => new HttpCheckoutApi(api);
