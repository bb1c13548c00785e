import { NewestProducts, whenSettled } from '@more/core';
import type { Services } from '../../app/services';

/** The home page's public data: what the server renders and the browser hydrates with. */
export const loadHome = async (services: Services): Promise<void> => {
  const newest = services.get(NewestProducts);
  newest.ensureLoaded();
  await whenSettled(newest.state$);
};
