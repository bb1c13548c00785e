import type { StoreApi } from '@more/adapters/store-api';
import { HttpAuthApi } from '@more/adapters/http/session';

export const authApi = (api: StoreApi) => new HttpAuthApi(api);
