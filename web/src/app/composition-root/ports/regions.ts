import type { StoreApi } from '@more/adapters/store-api';
import { HttpRegions } from '@more/adapters/http/regions';

export const regionsApi = (api: StoreApi) => new HttpRegions(api);
