import type { StoreApi } from '@more/adapters/store-api';
import { HttpAddressBook, HttpDropshipperBook } from '@more/adapters/http/address-book';

export const addressBook = (api: StoreApi) => new HttpAddressBook(api);
export const dropshipperBook = (api: StoreApi) => new HttpDropshipperBook(api);
