import type { PendingStore } from './provider-redirect';

const nowhere: PendingStore = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/**
 * This tab's sessionStorage, or a store that keeps nothing where the browser
 * refuses storage (a private window in some browsers): the provider's return
 * is then refused as unexpected, and the shopper can use email instead.
 */
export const browserPendingStore = (): PendingStore => {
  try {
    const storage = window.sessionStorage;
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch {
          // Full or refused: the return will be refused as unexpected.
        }
      },
      removeItem: (key) => storage.removeItem(key),
    };
  } catch {
    return nowhere;
  }
};
