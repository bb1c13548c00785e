import type { StoreApi } from '@more/adapters/store-api';
import { HttpNotificationsApi } from '@more/adapters/http/notifications';

export const notificationsApi = (api: StoreApi) => new HttpNotificationsApi(api);
