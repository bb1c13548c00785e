import { HttpCategoryCatalogue, HttpProductCatalogue, HttpProductShowcase, type StoreApi } from '@more/adapters';

export const productCatalogue = (api: StoreApi) => new HttpProductCatalogue(api);
export const categoryCatalogue = (api: StoreApi) => new HttpCategoryCatalogue(api);
export const productShowcase = (api: StoreApi) => new HttpProductShowcase(api);
