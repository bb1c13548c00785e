import { HttpLocationApi, type StoreApi } from '@more/adapters';

export const locationApi = (api: StoreApi) => new HttpLocationApi(api);
