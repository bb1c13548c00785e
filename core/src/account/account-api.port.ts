import { token } from '../shared/token';
import type { MoreversaryStatus } from './moreversary';
import type { Profile, ProfileChanges, ProfilePhoto } from './profile';
import type { ProfileProgress } from './profile-progress';
import type { PushDevice } from './push-device';
import type { UploadProgress } from '../shared/photo-file';

/**
 * The logged-in customer's account on the server (document 2 §7, "Auth and
 * user"). Every call is under more/ and needs the bearer token; a refusal
 * rejects with a StoreFailure (422 naming the wrong fields in `details.data`).
 */
export interface AccountApi {
  /** POST more/user/show ("current user"), no body. */
  currentProfile(): Promise<Profile>;
  /**
   * PUT more/user/update with name, phone, birth_date (`YYYY-MM-DD` or null)
   * and gender (`male`, `female` or null); answers the profile as saved.
   */
  updateProfile(changes: ProfileChanges): Promise<Profile>;
  /**
   * POST more/user/store: the photo as multipart field `picture` (an image:
   * JPEG, PNG, WebP or GIF, at most 2 MB); answers the profile with the
   * picture's new URL. `onProgress` is told the fraction of the bytes sent.
   */
  uploadPhoto(photo: ProfilePhoto, onProgress?: UploadProgress): Promise<Profile>;
  /**
   * PUT more/user/email with `email` (parameters not shown; the address is
   * all it needs). The new address is unverified until the customer opens
   * the link mailed to it (GET mail/verification/{id}); answers the profile.
   */
  changeEmail(email: string): Promise<Profile>;
  /** GET more/user/check ("profile progress"): which profile steps are done. */
  profileProgress(): Promise<ProfileProgress>;
  /** GET more/user/moreversary: the anniversary campaign, as it stands for this customer. */
  moreversary(): Promise<MoreversaryStatus>;
  /**
   * POST more/user/token, as FORM fields device_id, device_name, device_os,
   * access_token, firebase_token and app_version ('more v2', document 2 §9).
   * A device belongs to the customer who registered it last.
   */
  registerPushDevice(device: PushDevice): Promise<void>;
}

export const AccountApiToken = token<AccountApi>('AccountApi');
