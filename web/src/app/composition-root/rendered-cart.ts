import { GuestCartStoreToken, cartTag } from '@more/core';
import type { Services } from '../../shared/services';

/**
 * Whether the guest's cart this browser holds is the very cart the server rendered from its cookie (issue 39, point 3):
 * the same tag (core's cartTag) as the page's data says.
 */
export const holdsRenderedGuestCart = (services: Services, tag: string): boolean => {
  const kept = services.get(GuestCartStoreToken).load();
  return kept !== null && cartTag(kept) === tag;
};
