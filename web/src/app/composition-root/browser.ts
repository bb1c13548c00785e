import { type BrowserDeviceTypeStore, type KeyValueStorage, MemoryStorage, storageKey, usableStorage } from '@more/adapters/storage';
import { type ApiSnapshot, replayingFetch } from '@more/adapters/snapshot';
import { AuthStore, DeviceTypeStoreToken, Session, ShoppingCart, realTime } from '@more/core';
import { navigate } from 'wouter/use-browser-location';
import type { StoreConfig } from '../config';
import type { Services } from '../services';
import { type Surroundings, createServices } from './index';

/**
 * The browser's container: real storage, the router's navigation, and a fetch
 * that answers the server's calls from the page's snapshot until hydration is
 * over.
 */
export const createBrowserServices = (config: StoreConfig, snapshot: ApiSnapshot): { services: Services; hydrated: () => void } => {
  const replay = replayingFetch(snapshot, new URL(config.storeApiUrl, window.location.origin).href, (input, init) => fetch(input, init));
  const localStorage = usableStorage(() => window.localStorage);
  const surroundings: Surroundings = {
    config,
    storeApiUrl: config.storeApiUrl,
    fetch: replay.fetch,
    localStorage,
    sessionStorage: usableStorage(() => window.sessionStorage),
    navigation: { go: (path, options) => navigate(path, { replace: options?.replace ?? false }) },
    scheduler: realTime,
  };
  const services = createServices(surroundings);
  // "thanks redirects … when the stored device type is Browser" (document 1 §2): a visit on the website says so once.
  (services.get(DeviceTypeStoreToken) as BrowserDeviceTypeStore).markBrowser();
  // The session watches every call from now on (401 → local logout, 404 → /404).
  const session = services.get(Session);
  watchOtherTabs(services.get(AuthStore), session, localStorage);
  sendCartBeforeLeaving(services.get(ShoppingCart));
  if (!(localStorage instanceof MemoryStorage)) shareCartWithOtherTabs(services.get(ShoppingCart), localStorage);
  return { services, hydrated: () => replay.stop() };
};

const hasToken = (stored: string | null): boolean => {
  try {
    const session = stored === null ? null : (JSON.parse(stored) as { token?: unknown } | null);
    return typeof session?.token === 'string' && session.token !== '';
  } catch {
    return false;
  }
};

/**
 * "a login or logout in one tab is seen in the others": storage events tell
 * this tab what another wrote. A logout there ends the session here too (no
 * second logout call); a login there reloads this tab, which then loads the
 * account's cart and wishlist as any page load would.
 */
const watchOtherTabs = (auth: AuthStore, session: Session, storage: unknown) => {
  if (storage instanceof MemoryStorage) return;
  const key = storageKey('session');
  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return;
    const loggedInThere = hasToken(event.newValue);
    if (!loggedInThere && auth.isLoggedIn) session.endedElsewhere();
    else if (loggedInThere && !auth.isLoggedIn) window.location.reload();
  });
};

/**
 * "a pending save is sent when the page is hidden" (issue 11): the 250 ms
 * debounce must not lose the last change of a shopper who switches apps or
 * closes the tab. Hidden is the last moment a phone reliably gives a page;
 * the save goes with keepalive, so it arrives after the page is gone.
 */
const sendCartBeforeLeaving = (cart: ShoppingCart) => {
  const flush = () => void cart.flush();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
};

/**
 * "two tabs of the same shopper show the same cart within a second of a
 * change in either" (issue 11): the other tabs hear of each change through
 * the browser's storage events. The adapter is a chunk of its own, joined as
 * the page starts: nothing changes the cart before that.
 */
const shareCartWithOtherTabs = (cart: ShoppingCart, storage: KeyValueStorage) => {
  void import('@more/adapters/storage/cart-tabs').then(({ BrowserCartTabs }) =>
    cart.connectTabs(
      new BrowserCartTabs(storage, (listener) => {
        const onStorage = (event: StorageEvent) => listener(event.key, event.newValue);
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
      }),
    ),
  );
};
