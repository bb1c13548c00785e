import type { StoreApi } from '@more/adapters/store-api';
import { HttpInspirationApi } from '@more/adapters/http/inspiration';

export const inspirationApi = (api: StoreApi) => new HttpInspirationApi(api);
