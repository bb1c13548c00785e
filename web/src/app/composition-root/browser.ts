import { MemoryStorage, storageKey, usableStorage } from '@more/adapters/storage';
import { type ApiSnapshot, replayingFetch } from '@more/adapters/snapshot';
import { AuthStore, Session, ShoppingCart, realTime } from '@more/core';
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
  // The session watches every call from now on (401 → local logout, 404 → /404).
  const session = services.get(Session);
  watchOtherTabs(services.get(AuthStore), session, localStorage);
  // The cart's care beyond this page (other tabs, a page being hidden) is a chunk of its own: nothing changes the cart before it is here.
  void import('./browser-cart').then(({ keepCartBeyondThisPage }) => keepCartBeyondThisPage(services.get(ShoppingCart), localStorage));
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

