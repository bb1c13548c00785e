import {
  AnniversaryOffers,
  type MoreversaryVariant,
  breadcrumbList,
  jsonLdText,
  moreversaryCrumbs,
  moreversaryPageText,
  whenSettled,
} from '@more/core';
import type { HeadContext, LoadContext, RouteHead } from '../../shared/route-contract';

/*
 * The anniversary pages' public data and heads. Only the public offers
 * (`uni/product/top`) are loaded here: `more/user/moreversary` needs the
 * shopper, whom the server does not know, so the browser asks after hydration.
 */

/** Both pages: the offers, settled (a failure shows its own notice with "Coba Lagi", the page still renders). */
export const load = async ({ services }: LoadContext): Promise<void> => {
  const offers = services.get(AnniversaryOffers);
  offers.ensureLoaded();
  await whenSettled(offers.state$);
};

/** The page's title, description, the first offer's photo as its og:image, and its BreadcrumbList. */
export const head = ({ services, origin }: HeadContext, variant: MoreversaryVariant): RouteHead => {
  const offers = services.get(AnniversaryOffers).current;
  const image = offers.status === 'ready' ? (offers.value.find((card) => card.coverImage)?.coverImage?.url ?? null) : null;
  return { ...moreversaryPageText[variant], ogImage: image, jsonLd: jsonLdText(breadcrumbList(origin, moreversaryCrumbs(variant))) };
};
