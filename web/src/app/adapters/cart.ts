import { HttpCartApi, type StoreApi } from '@more/adapters';

export const cartApi = (api: StoreApi) => new HttpCartApi(api);
