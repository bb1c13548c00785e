/** The storefront's configuration, written into the bundle by vite.config.ts. */
export interface StoreConfig {
  /** Base URL of the store API (`/api/` on the mock). */
  readonly storeApiUrl: string;
  /** Base URL of the shipment service (`/shipment/` on the mock). */
  readonly shipmentApiUrl: string;
  /** The shipment service's fixed embedded credential (document 2 §6). */
  readonly shipmentToken: string;
}

declare const __STORE_CONFIG__: StoreConfig;

export const storeConfig: StoreConfig = __STORE_CONFIG__;
