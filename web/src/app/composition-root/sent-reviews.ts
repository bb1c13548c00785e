import { SentReviews } from '@more/core';
import type { ContainerModuleLoadOptions } from 'inversify';
import { binder } from './binding';
import { clearedAtLogout } from './cleared-at-logout';

/**
 * SentReviews (the reviews sent in this tab) is read by two features' modules:
 * the review page's ('reviews', features/reviews/reviews.module.ts), which lists
 * them, and the product page's later sections ('product-detail/extras',
 * features/product-detail/extras.module.ts), whose ProductReviews reads a
 * reviewed product again. Whichever of the two loads first binds it, and the
 * other uses that one: a binding in the frame would put it in every page's
 * entry for two pages' sake. Its home is the composition root's binding kit,
 * not the reviews feature: the product page's module may not reach into
 * another feature (tests/architecture/boundaries.ts).
 */
export const bindSentReviews = (options: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void => {
  if (options.isBound(SentReviews)) return;
  binder(options).useCase(SentReviews, []).onActivation(clearedAtLogout);
};
