import type { KeyValueStorage } from '@more/adapters/storage';
import type { StoreApi } from '@more/adapters/store-api';
import { token } from '@more/core';

/** Makes a lazy HTTP port from its adapter's chunk, over the store API of this container (index.ts's `http`). */
export type HttpPortMaker = <Port extends object>(adapter: () => Promise<(storeApi: StoreApi) => Port>) => Port;

/**
 * What page bindings (pages/*.ts) need to build ports of their own: ports
 * only some pages use are bound there, not in the entry.
 */
export const HttpPortMakerToken = token<HttpPortMaker>('HttpPortMaker');

/** The browser's localStorage (memory on the server), for page bindings that keep something between visits. */
export const DeviceStorageToken = token<KeyValueStorage>('DeviceStorage');
