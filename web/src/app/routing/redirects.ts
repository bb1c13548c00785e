import { promotionRedirect, storePaths } from '@more/core';

/**
 * Paths that lead elsewhere before any page renders (document 1 §2). The
 * server answers them with real redirects; the browser applies the same rules
 * when a link inside the store leads there.
 */
export interface RedirectRule {
  readonly to: string;
  /** 301 where the move is for good ("/konsultasi redirects permanently"), 302 where it depends on the visitor. */
  readonly status: 301 | 302;
}

/** "Mobile detection is by user agent" (document 1 §9). */
export const isMobileUserAgent = (userAgent: string): boolean =>
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);

/**
 * "/konsultasi redirects permanently (301) to /desain-interior." "/buy goes to
 * /m/buy on mobile user agents … /m/buy goes to /buy on non-mobile agents."
 * The query goes along, so a campaign's parameters survive the hop.
 */
export const redirectFor = (path: string, search: string, userAgent: string): RedirectRule | null => {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === '/konsultasi') return { to: `${storePaths.interiorDesign}${query}`, status: 301 };
  // "/desain-interior/surabaya, /gresik, /sidoarjo": the two short addresses lead, for good, to the city's one canonical page.
  if (trimmed === '/gresik' || trimmed === '/sidoarjo') return { to: `${storePaths.interiorDesign}${trimmed}${query}`, status: 301 };
  // The old "Lihat Semua" of the home's inspiration (/inspirasi, no page of document 1): every room's inspirations
  // (core's INSPIRATION_ALL_PATH, written out to keep the entry small). 302, as "semua" is the store's choice.
  if (trimmed === '/inspirasi') return { to: `/inspirasi/semua${query}`, status: 302 };
  // The flash sale's promo address: its own page is /product/sale. 302, as the slug is the store's own choice, not the spec's.
  const promotion = promotionRedirect(trimmed);
  if (promotion) return { to: `${promotion}${query}`, status: 302 };
  const mobile = isMobileUserAgent(userAgent);
  if (trimmed === '/buy' && mobile) return { to: `/m/buy${query}`, status: 302 };
  if (trimmed === '/m/buy' && !mobile) return { to: `/buy${query}`, status: 302 };
  return null;
};
