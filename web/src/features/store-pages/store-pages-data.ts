import { SHOWROOM_HOURS, STORE_BRAND, breadcrumbList, jsonLdText } from '@more/core';
import type { HeadContext, RouteHead } from '../../shared/route-contract';
import { SHOWROOMS, showroomMapHref } from './content/store-facts';
import { type StorePage, storePageCrumbs, storePages } from './content/store-pages';

export type { StorePage } from './content/store-pages';

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org FurnitureStore for each showroom: its address, its map, and "Monday to Sunday, 09:00-21:00" (document 1 §1). */
export const showroomData = (origin: string) =>
  SHOWROOMS.map((showroom) => ({
    '@context': 'https://schema.org',
    '@type': 'FurnitureStore',
    '@id': `${origin}/offline-store#showroom-${showroom.id}`,
    name: showroom.name,
    url: `${origin}/offline-store#showroom-${showroom.id}`,
    address: { '@type': 'PostalAddress', streetAddress: showroom.streetAddress, addressLocality: showroom.city, addressRegion: 'Jawa Timur', postalCode: showroom.postalCode, addressCountry: 'ID' },
    hasMap: showroomMapHref(showroom),
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: everyDay, opens: hour(SHOWROOM_HOURS.opens), closes: hour(SHOWROOM_HOURS.closes) }],
    parentOrganization: { '@type': 'Organization', name: STORE_BRAND, url: origin },
  }));

/**
 * A store page's head. Its title and description are its own, but the FAQ's,
 * which come from the meta page 'Faq' (document 1 §2). The app's variant
 * (/faq-apps) names the store page as its one canonical address.
 */
export const storePageHead = async ({ origin }: HeadContext, page: StorePage, appView = false): Promise<RouteHead> => {
  const info = storePages[page];
  // The FAQ's questions are a chunk of their own: the other pages' heads do not carry them.
  const own = page === 'faq' ? [(await import('./faq-data')).faqPageData()] : page === 'offline-store' ? showroomData(origin) : [];
  return {
    ...(page === 'faq' ? {} : { title: `${info.title} | ${STORE_BRAND}`, description: info.description }),
    ...(appView ? { canonicalPath: info.path } : {}),
    jsonLd: jsonLdText([...own, breadcrumbList(origin, storePageCrumbs(page))]),
  };
};
