import { MetaPages, StoreMenus } from '@more/core';
import type { Services } from '../../shared/services';

/**
 * The public data every page's frame shows: the header's menus and the meta
 * pages for the head. Loaded by the server before any page renders, and by
 * the browser (from the snapshot) before it hydrates. Never rejects: a
 * failure shows in the menus' state. A page in the app's web view (`chrome:
 * 'none'`) has no header: it asks for the meta pages alone.
 */
export const loadShell = async (services: Services, chrome?: 'none'): Promise<void> => {
  await Promise.all([chrome === 'none' ? undefined : services.get(StoreMenus).ensureLoaded(), services.get(MetaPages).ensureLoaded()]);
};
