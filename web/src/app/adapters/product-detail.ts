import { HttpHistoryApi, HttpProductDetailApi, type StoreApi } from '@more/adapters';

export const productDetailApi = (api: StoreApi) => new HttpProductDetailApi(api);
export const historyApi = (api: StoreApi) => new HttpHistoryApi(api);
