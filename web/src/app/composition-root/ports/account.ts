import type { StoreApi } from '@more/adapters/store-api';
import { HttpAccountApi, HttpAccountVerificationApi, HttpPasswordRecoveryApi } from '@more/adapters/http/account';

export const accountApi = (api: StoreApi) => new HttpAccountApi(api);
export const passwordRecoveryApi = (api: StoreApi) => new HttpPasswordRecoveryApi(api);
export const accountVerificationApi = (api: StoreApi) => new HttpAccountVerificationApi(api);
