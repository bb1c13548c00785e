/**
 * A device that receives the store's push notifications for the logged-in
 * customer (POST more/user/token). The adapter adds the app version label,
 * "Push-token app version label 'more v2'" (document 2 §9).
 */
export interface PushDevice {
  /** A stable id of this browser or phone, made once and kept on it. */
  readonly deviceId: string;
  /** e.g. `Chrome 131`. */
  readonly deviceName: string;
  /** e.g. `Android 14`, `Windows`. */
  readonly deviceOs: string;
  /** The customer's bearer token, which the form repeats (document 2 §7: field access_token). */
  readonly accessToken: string;
  /** The token the push service gave this device. */
  readonly firebaseToken: string;
}

/** "Push-token app version label 'more v2'" (document 2 §9). */
export const PUSH_APP_VERSION = 'more v2';
