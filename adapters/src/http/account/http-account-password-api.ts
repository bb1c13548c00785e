import type { AccountPasswordApi, PasswordChange } from '@more/core';
import { noDataWire } from '../session/no-data.wire';
import type { StoreApi } from '../store-api';
import { havePasswordWire } from './account.wire';
import type { FirstPasswordBodyWire, PasswordChangeBodyWire } from './account-request.wire';

export class HttpAccountPasswordApi implements AccountPasswordApi {
  constructor(private readonly api: StoreApi) {}

  async hasPassword(): Promise<boolean> {
    return (await this.api.call('POST more/user/have/password', havePasswordWire)).have_password;
  }

  async changePassword(change: PasswordChange): Promise<void> {
    const json = { old_password: change.oldPassword, password: change.newPassword } satisfies PasswordChangeBodyWire;
    await this.api.call('POST more/user/password', noDataWire, { json });
  }

  async setFirstPassword(password: string): Promise<void> {
    await this.api.call('POST more/user/reset', noDataWire, { json: { password } satisfies FirstPasswordBodyWire });
  }
}
