import { AuthStore, type ClearedOnLogout } from '@more/core';
import type { ServiceId } from '../../services';

type Get = <U>(id: ServiceId<U>) => U;

/**
 * Logout empties these too ("Logout clears user, … cart …", document 1 §4),
 * though Session's clearedOnLogout list (index.ts) cannot name them: they
 * are bound here, in the checkout's chunk, to keep them out of the entry.
 * Each one follows the session instead: when the shopper stops being logged
 * in (a logout here, in another tab, or a 401), it is emptied.
 */
export const clearedAtLogout = <T extends ClearedOnLogout>(get: Get, participant: T): T => {
  let loggedIn: boolean | null = null;
  get(AuthStore).loggedIn$.subscribe((now) => {
    if (loggedIn === true && !now) participant.clearOnLogout();
    loggedIn = now;
  });
  return participant;
};
