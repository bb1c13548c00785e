import { token } from '../shared/token';
import type { Cart } from './cart';

/** "Guests keep the cart locally" (document 1 §4): the browser's storage, behind this port. */
export interface GuestCartStore {
  /** The guest's cart as last saved, or null when there is none. */
  load(): Cart | null;
  save(cart: Cart): void;
  clear(): void;
}

export const GuestCartStoreToken = token<GuestCartStore>('GuestCartStore');
