import { token } from '../shared/token';

/**
 * The device type the storefront stored for this visit ('Browser' on the
 * website; the store's app stores its own), which decides where the thanks
 * page leads (document 1 §2). The web binds it to browser storage.
 */
export interface DeviceTypeStore {
  /** The stored type, or null when nothing is stored. */
  storedDeviceType(): string | null;
}

export const DeviceTypeStoreToken = token<DeviceTypeStore>('DeviceTypeStore');
