import { AuthStore, type ClearedOnLogout } from '@more/core';
import type { ResolutionContext } from 'inversify';

/**
 * "Logout clears user, … cart …" (document 1 §4) for services a feature
 * module binds: the frame's Session cannot name them in its list without
 * pulling them into the entry. As an activation (`.onActivation(clearedAtLogout)`),
 * the service follows the session instead: when the shopper stops being
 * logged in (a logout here, in another tab, or a 401), it is emptied.
 */
export const clearedAtLogout = <T extends ClearedOnLogout>(context: ResolutionContext, participant: T): T => {
  let loggedIn: boolean | null = null;
  context.get(AuthStore).loggedIn$.subscribe((now) => {
    if (loggedIn === true && !now) participant.clearOnLogout();
    loggedIn = now;
  });
  return participant;
};
