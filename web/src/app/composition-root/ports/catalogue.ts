import type { StoreApi } from '@more/adapters/store-api';
import { HttpCategoryCatalogue, HttpProductCatalogue, HttpProductShowcase } from '@more/adapters/http/catalogue';

export const productCatalogue = (api: StoreApi) => new HttpProductCatalogue(api);
export const categoryCatalogue = (api: StoreApi) => new HttpCategoryCatalogue(api);
export const productShowcase = (api: StoreApi) => new HttpProductShowcase(api);
