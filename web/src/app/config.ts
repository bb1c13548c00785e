/** The storefront's configuration. */
export interface StoreConfig {
  /** Base URL of the store API (`/api/` on the mock). */
  readonly storeApiUrl: string;
  /** Base URL of the shipment service (`/shipment/` on the mock). */
  readonly shipmentApiUrl: string;
  /** The shipment service's fixed embedded credential (document 2 §6). */
  readonly shipmentToken: string;
  /** Paths the server sends to external landing pages: the browser leaves the app for them (document 1 §2). */
  readonly externalPaths?: readonly string[];
  /** Google's OAuth client id; without it the Google button opens the mock's provider dialog. */
  readonly googleClientId?: string;
  /** Facebook's app id; without it the Facebook button opens the mock's provider dialog. */
  readonly facebookAppId?: string;
}

declare const __STORE_CONFIG__: StoreConfig;

/** Written into the bundle at build time: what the static demo (no server) runs with. */
export const builtInConfig: StoreConfig = __STORE_CONFIG__;

export const CONFIG_ELEMENT_ID = 'store-config';
export const SNAPSHOT_ELEMENT_ID = 'store-snapshot';
export const PAGE_ELEMENT_ID = 'store-page';

/**
 * The server writes the configuration it was started with into every page,
 * so one build runs against any API; a page without it (the static demo)
 * uses the built-in one.
 */
export const readPageJson = <T,>(id: string): T | null => {
  const element = document.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
};
