import { HttpChatApi, type StoreApi } from '@more/adapters';

export const chatApi = (api: StoreApi) => new HttpChatApi(api);
