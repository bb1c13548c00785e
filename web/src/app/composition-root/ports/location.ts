import type { StoreApi } from '@more/adapters/store-api';
import { HttpLocationApi } from '@more/adapters/http/location';

export const locationApi = (api: StoreApi) => new HttpLocationApi(api);
