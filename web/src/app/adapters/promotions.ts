import { HttpHomeContentApi, type StoreApi } from '@more/adapters';

export const homeContentApi = (api: StoreApi) => new HttpHomeContentApi(api);
