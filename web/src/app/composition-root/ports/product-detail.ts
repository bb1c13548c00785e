import type { StoreApi } from '@more/adapters/store-api';
import { HttpHistoryApi, HttpProductDetailApi } from '@more/adapters/http/product-detail';

export const productDetailApi = (api: StoreApi) => new HttpProductDetailApi(api);
export const historyApi = (api: StoreApi) => new HttpHistoryApi(api);
