import type { StoreApi } from '@more/adapters/store-api';
import { HttpPromotionsApi } from '@more/adapters/http/promotions';

export const promotionsApi = (api: StoreApi) => new HttpPromotionsApi(api);
