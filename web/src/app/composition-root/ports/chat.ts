import type { StoreApi } from '@more/adapters/store-api';
import { HttpChatApi } from '@more/adapters/http/chat';

export const chatApi = (api: StoreApi) => new HttpChatApi(api);
