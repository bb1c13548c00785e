import { HttpAuthApi, type StoreApi } from '@more/adapters';

export const authApi = (api: StoreApi) => new HttpAuthApi(api);
