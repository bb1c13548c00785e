import {
  type AccountApi,
  type MoreversaryStatus,
  type Profile,
  type ProfileChanges,
  type ProfilePhoto,
  type ProfileProgress,
  PUSH_APP_VERSION,
  type PushDevice,
} from '@more/core';
import { userWire } from '../session/user.wire';
import type { StoreApi } from '../store-api';
import { toMoreversaryStatus, toProfile, toProfileProgress } from './account.mapper';
import { moreversaryWire, profileProgressWire, pushDeviceWire } from './account.wire';
import type { EmailBodyWire, ProfileChangesBodyWire } from './account-request.wire';

/** The customer's profile over the store API (core's AccountApi says what each call sends). */
export class HttpAccountApi implements AccountApi {
  constructor(private readonly api: StoreApi) {}

  async currentProfile(): Promise<Profile> {
    return toProfile(await this.api.call('POST more/user/show', userWire));
  }

  async updateProfile(changes: ProfileChanges): Promise<Profile> {
    const json = { name: changes.name, phone: changes.phone, birth_date: changes.birthDate, gender: changes.gender } satisfies ProfileChangesBodyWire;
    return toProfile(await this.api.call('PUT more/user/update', userWire, { json }));
  }

  async uploadPhoto(photo: ProfilePhoto, onProgress?: (fraction: number) => void): Promise<Profile> {
    const form = new FormData();
    // Copied into a fresh buffer: a Blob takes only bytes backed by a plain ArrayBuffer.
    form.append('picture', new Blob([new Uint8Array(photo.bytes)], { type: photo.mediaType }), photo.fileName);
    return toProfile(await this.api.call('POST more/user/store', userWire, { form, ...(onProgress ? { onUploadProgress: onProgress } : {}) }));
  }

  async changeEmail(email: string): Promise<Profile> {
    return toProfile(await this.api.call('PUT more/user/email', userWire, { json: { email } satisfies EmailBodyWire }));
  }

  async profileProgress(): Promise<ProfileProgress> {
    return toProfileProgress(await this.api.call('GET more/user/check', profileProgressWire));
  }

  async moreversary(): Promise<MoreversaryStatus> {
    return toMoreversaryStatus(await this.api.call('GET more/user/moreversary', moreversaryWire));
  }

  async registerPushDevice(device: PushDevice): Promise<void> {
    // Form fields, not JSON: document 2 §7 lists this call's body as form fields.
    const form = new FormData();
    form.append('device_id', device.deviceId);
    form.append('device_name', device.deviceName);
    form.append('device_os', device.deviceOs);
    form.append('access_token', device.accessToken);
    form.append('firebase_token', device.firebaseToken);
    form.append('app_version', PUSH_APP_VERSION);
    await this.api.call('POST more/user/token', pushDeviceWire, { form });
  }
}
