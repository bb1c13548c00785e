import type { StoreApi } from '@more/adapters/store-api';
import { HttpFlashSaleApi } from '@more/adapters/http/flash-sale';

export const flashSaleApi = (api: StoreApi) => new HttpFlashSaleApi(api);
