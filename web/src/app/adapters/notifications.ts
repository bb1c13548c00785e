import { HttpNotificationsApi, type StoreApi } from '@more/adapters';

export const notificationsApi = (api: StoreApi) => new HttpNotificationsApi(api);
