import type { PasswordRecoveryApi } from '@more/core';
import { noDataWire } from '../session/no-data.wire';
import type { StoreApi } from '../store-api';
import { resetLinkWire } from './verification.wire';
import type { PasswordResetBodyWire } from './account-request.wire';

export class HttpPasswordRecoveryApi implements PasswordRecoveryApi {
  constructor(private readonly api: StoreApi) {}

  async requestReset(email: string): Promise<void> {
    await this.api.call('POST mail/reset/password', noDataWire, { json: { email } satisfies PasswordResetBodyWire });
  }

  async checkResetLink(resetToken: string): Promise<string> {
    return (await this.api.call('GET mail/reset/valid/{token}', resetLinkWire, { params: { token: resetToken } })).email;
  }

  async completeReset(resetToken: string, newPassword: string): Promise<void> {
    await this.api.call('POST mail/reset/password', noDataWire, { json: { token: resetToken, password: newPassword } satisfies PasswordResetBodyWire });
  }
}
