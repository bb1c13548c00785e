import type { KeyValueStorage } from '@more/adapters/storage';
import { token } from '@more/core';

/** This tab's storage (sessionStorage in the browser, memory on the server), for what a page remembers during a visit. */
export const TabStorageToken = token<KeyValueStorage>('TabStorage');
