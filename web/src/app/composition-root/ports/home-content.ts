import type { StoreApi } from '@more/adapters/store-api';
import { HttpHomeContentApi } from '@more/adapters/http/promotions/home-content';

export const homeContentApi = (api: StoreApi) => new HttpHomeContentApi(api);
