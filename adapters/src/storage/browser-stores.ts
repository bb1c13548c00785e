import type {
  Cart,
  DeviceTypeStore,
  GuestCartStore,
  GuestWishlistStore,
  LastSeenStore,
  LocationStore,
  OpenedProductsStore,
  ProductDetail,
  SessionStore,
  ShopperLocation,
  StoredSession,
} from '@more/core';
import { JsonSlot, storageKey } from './json-slot';
import type { KeyValueStorage } from './key-value';
import {
  storedCartShape,
  storedIdsShape,
  storedLocationShape,
  storedOpenedProductsShape,
  storedSessionShape,
} from './stored-shapes';

/** The token and user between visits (document 2 §6: "A bearer token (kept in local storage)"). */
export class BrowserSessionStore implements SessionStore {
  private readonly slot: JsonSlot<StoredSession>;

  constructor(storage: KeyValueStorage) {
    this.slot = new JsonSlot(storage, storageKey('session'), storedSessionShape);
  }

  load(): StoredSession | null {
    return this.slot.read();
  }

  save(session: StoredSession): void {
    if (session.token === null && session.user === null) this.slot.clear();
    else this.slot.write(session);
  }
}

/** "Guests keep the cart locally" (document 1 §4). */
export class BrowserGuestCartStore implements GuestCartStore {
  private readonly slot: JsonSlot<Cart>;

  constructor(storage: KeyValueStorage) {
    this.slot = new JsonSlot(storage, storageKey('guest-cart'), storedCartShape);
  }

  load(): Cart | null {
    return this.slot.read();
  }

  save(cart: Cart): void {
    this.slot.write(cart);
  }

  clear(): void {
    this.slot.clear();
  }
}

/** A list of product ids in storage: the guest wishlist and the last-seen list. */
class StoredIds {
  private readonly slot: JsonSlot<number[]>;

  constructor(storage: KeyValueStorage, name: string) {
    this.slot = new JsonSlot(storage, storageKey(name), storedIdsShape);
  }

  load(): readonly number[] {
    return this.slot.read() ?? [];
  }

  save(ids: readonly number[]): void {
    this.slot.write([...ids]);
  }

  clear(): void {
    this.slot.clear();
  }
}

/** "the guest list is kept separately" (document 1 §3, Wishlist). */
export class BrowserGuestWishlistStore extends StoredIds implements GuestWishlistStore {
  constructor(storage: KeyValueStorage) {
    super(storage, 'guest-wishlist');
  }
}

/** The last-seen products, kept locally (and synced for customers by the use case). */
export class BrowserLastSeenStore extends StoredIds implements LastSeenStore {
  constructor(storage: KeyValueStorage) {
    super(storage, 'last-seen');
  }
}

export class BrowserLocationStore implements LocationStore {
  private readonly slot: JsonSlot<ShopperLocation>;

  constructor(storage: KeyValueStorage) {
    this.slot = new JsonSlot(storage, storageKey('location'), storedLocationShape);
  }

  load(): ShopperLocation | null {
    return this.slot.read();
  }

  save(location: ShopperLocation): void {
    this.slot.write(location);
  }

  clear(): void {
    this.slot.clear();
  }
}

/** How many opened products the session collection keeps: enough for a visit, small enough for any quota. */
export const OPENED_PRODUCTS_KEPT = 20;

/**
 * "Opened product: kept in a session collection and cached" (document 1 §4):
 * sessionStorage, so it lasts the tab's visit and no longer.
 */
export class BrowserOpenedProductsStore implements OpenedProductsStore {
  private readonly slot: JsonSlot<ProductDetail[]>;

  constructor(storage: KeyValueStorage) {
    this.slot = new JsonSlot(storage, storageKey('opened-products'), storedOpenedProductsShape);
  }

  get(slug: string): ProductDetail | null {
    return this.slot.read()?.find((detail) => detail.slug === slug) ?? null;
  }

  put(detail: ProductDetail): void {
    const others = (this.slot.read() ?? []).filter((kept) => kept.slug !== detail.slug);
    const kept = [...others, detail].slice(-OPENED_PRODUCTS_KEPT);
    try {
      this.slot.write(kept);
    } catch {
      // A full session storage only costs a refetch; keep the newest alone.
      this.slot.clear();
      try {
        this.slot.write([detail]);
      } catch {
        // Storage refuses everything: the cache is simply empty.
      }
    }
  }

  clear(): void {
    this.slot.clear();
  }
}

/** Where the mobile app's webview says what it is; a plain browser says "Browser" (see markBrowser). */
export const DEVICE_TYPE_KEY = 'more:device-type';

/** "the stored device type" of the thanks redirect (document 1 §2). */
export class BrowserDeviceTypeStore implements DeviceTypeStore {
  constructor(private readonly storage: KeyValueStorage) {}

  storedDeviceType(): string | null {
    try {
      return this.storage.getItem(DEVICE_TYPE_KEY);
    } catch {
      return null;
    }
  }

  /** Records "Browser" unless a webview already stored its own device type. */
  markBrowser(): void {
    try {
      if (this.storage.getItem(DEVICE_TYPE_KEY) === null) this.storage.setItem(DEVICE_TYPE_KEY, 'Browser');
    } catch {
      // Without storage the thanks page falls back to the order information page.
    }
  }
}
