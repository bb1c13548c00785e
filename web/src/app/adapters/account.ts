import { HttpAccountApi, HttpAccountVerificationApi, HttpPasswordRecoveryApi, type StoreApi } from '@more/adapters';

export const accountApi = (api: StoreApi) => new HttpAccountApi(api);
export const passwordRecoveryApi = (api: StoreApi) => new HttpPasswordRecoveryApi(api);
export const accountVerificationApi = (api: StoreApi) => new HttpAccountVerificationApi(api);
