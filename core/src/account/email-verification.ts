import { NOT_FOUND_PATH } from '../session/session';
import type { Navigation } from '../shared/navigation';
import type { AccountVerificationApi } from './account-verification-api.port';
import * as storePaths from '../shared/store-paths';

/**
 * The page behind the link mailed after registration or an email change
 * (/verify-email/{id}): "Success goes to /; failure goes to /404" (document 2
 * §2). Any failure, not only a 404: a link that cannot be confirmed now is as
 * good as missing to the shopper, and the page has nothing else to offer.
 * Replaces the history entry, so Back does not confirm the link again.
 */
export const verifyEmailLink = async (api: AccountVerificationApi, navigation: Navigation, id: string): Promise<void> => {
  try {
    await api.verifyEmail(id);
  } catch {
    navigation.go(NOT_FOUND_PATH, { replace: true });
    return;
  }
  navigation.go(storePaths.home, { replace: true });
};
