import type { KeyValueStorage } from '@more/adapters/storage';
import { token } from '@more/core';

/**
 * What differs between a server render and the browser, bound by each side
 * (browser.ts, server.ts); everything else is bound alike by the modules.
 */

/** The store API's base URL as this side reaches it (absolute on the server). */
export const StoreApiUrlToken = token<string>('StoreApiUrl');

/** The fetch the adapters use: recording on the server, replaying the page's snapshot in the browser. */
export interface ApiFetch {
  readonly fetch: typeof fetch;
}
export const ApiFetchToken = token<ApiFetch>('ApiFetch');

/** The browser's localStorage (memory on the server, where no shopper is known): the shopper's own data on this device. */
export const DeviceStorageToken = token<KeyValueStorage>('DeviceStorage');

/** This tab's storage (sessionStorage; memory on the server), for what a page remembers during a visit. */
export const TabStorageToken = token<KeyValueStorage>('TabStorage');

/**
 * Where the storefront's own server answers the shipment page (web/server/shipment-desk.ts):
 * the browser asks it instead of the shipment service, whose credential stays on the server.
 */
export const SHIPMENT_DESK_PATH = '/omnitracking/api/';

/** SHIPMENT_DESK_PATH as this side reaches it: on the page's origin in the browser, in-process on the server. */
export const ShipmentDeskUrlToken = token<string>('ShipmentDeskUrl');

/** The desk's answers travel in the page's API snapshot under keys with this prefix (the store API's keys have none). */
export const DESK_SNAPSHOT_PREFIX = 'desk ';
