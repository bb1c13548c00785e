import type { StoreApi } from '@more/adapters/store-api';
import { HttpHomeContentApi, HttpPromotionsApi } from '@more/adapters/http/promotions';

export const homeContentApi = (api: StoreApi) => new HttpHomeContentApi(api);
export const promotionsApi = (api: StoreApi) => new HttpPromotionsApi(api);
