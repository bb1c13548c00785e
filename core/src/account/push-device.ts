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

/** What a browser's user agent says of it, as the registration names the device: `Chrome 131` on `Android 14`. */
export const describePushDevice = (userAgent: string): Pick<PushDevice, 'deviceName' | 'deviceOs'> => {
  const version = (pattern: RegExp) => pattern.exec(userAgent)?.[1]?.split('.')[0];
  const browsers: readonly (readonly [string, RegExp])[] = [
    ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  const browser = browsers.map(([name, pattern]) => [name, version(pattern)] as const).find(([, v]) => v !== undefined);
  const android = /Android ([\d.]+)/.exec(userAgent)?.[1];
  const ios = /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/.exec(userAgent)?.[1]?.split('_')[0];
  const deviceOs = android
    ? `Android ${android.split('.')[0]}`
    : ios
      ? `iOS ${ios}`
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'Lainnya';
  return { deviceName: browser ? `${browser[0]} ${browser[1]}` : 'Browser', deviceOs };
};
