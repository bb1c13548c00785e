import { type KeyValueStorage, MemoryStorage, storageKey } from '@more/adapters/storage';
import type { AuthStore, Session } from '@more/core';

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
export const keepSessionAcrossTabs = (auth: AuthStore, session: Session, storage: KeyValueStorage): void => {
  if (storage instanceof MemoryStorage) return;
  const key = storageKey('session');
  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return;
    const loggedInThere = hasToken(event.newValue);
    if (!loggedInThere && auth.isLoggedIn) session.endedElsewhere();
    else if (loggedInThere && !auth.isLoggedIn) window.location.reload();
  });
};
