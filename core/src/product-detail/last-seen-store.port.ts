import { token } from '../shared/token';

/** The last-seen product ids, kept on the device between visits (local storage behind it). */
export interface LastSeenStore {
  load(): readonly number[];
  save(productIds: readonly number[]): void;
}

export const LastSeenStoreToken = token<LastSeenStore>('LastSeenStore');
