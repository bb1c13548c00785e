/*
 * Store content: edit here (listed in the README, "Store content and
 * configuration you must set before going live").
 * The store's facts its own pages (/about, /faq, /snk, /offline-store,
 * /download) are written from. What the documents give is quoted; what they
 * do not give (a showroom's street address, the app stores' listings, the
 * terms' effective date) is named once here, marked as the store's data to
 * confirm before launch, so no page invents it on its own.
 */

// The footer's promises and the showroom hours, in the footer's own words: one copy for the frame and these pages.
export { showroomHours as showroomHoursText, storePromises } from '../../../shared/store-promises';

export interface Showroom {
  /** The anchor of its card on /offline-store (`#showroom-gresik`). */
  readonly id: 'surabaya' | 'gresik' | 'sidoarjo';
  readonly name: string;
  readonly city: string;
  readonly streetAddress: string;
  readonly postalCode: string;
  /** What the shopper finds there, in the store's words. */
  readonly note: string;
}

/**
 * The showrooms, in the three cities the interior-design service serves
 * (document 1 §2: /desain-interior/surabaya, /gresik, /sidoarjo).
 * STORE DATA TO CONFIRM: the documents give no street addresses or postal
 * codes; these must be checked against the store's own records before launch.
 */
export const SHOWROOMS: readonly Showroom[] = [
  {
    id: 'surabaya',
    name: 'Showroom MORE Surabaya',
    city: 'Surabaya',
    streetAddress: 'Jl. Raya Kupang Indah No. 9',
    postalCode: '60189',
    note: 'Showroom utama kami: kamar tidur, ruang tamu, ruang makan, ruang kerja, dan studio desain interior.',
  },
  {
    id: 'gresik',
    name: 'Showroom MORE Gresik',
    city: 'Gresik',
    streetAddress: 'Jl. Dr. Wahidin Sudirohusodo No. 120, Kebomas',
    postalCode: '61124',
    note: 'Koleksi kasur springbed, lemari pakaian, dan set kamar tidur untuk dicoba langsung.',
  },
  {
    id: 'sidoarjo',
    name: 'Showroom MORE Sidoarjo',
    city: 'Sidoarjo',
    streetAddress: 'Jl. Raya Jenggolo No. 45',
    postalCode: '61219',
    note: 'Sofa, meja makan, dan furnitur ruang keluarga, dengan konsultan yang siap membantu memilih ukuran.',
  },
];

export const showroomFullAddress = (showroom: Showroom): string => `${showroom.streetAddress}, ${showroom.city}, Jawa Timur ${showroom.postalCode}`;

/** A link out to the map (never an embed, which the CSP would have to loosen). */
export const showroomMapHref = (showroom: Showroom): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${showroom.name}, ${showroomFullAddress(showroom)}`)}`;

/**
 * The app's listings (/download).
 * STORE DATA TO CONFIRM: the documents name no app ids, so until the store
 * gives its listings' addresses these are each store's search for the app.
 */
export const APP_LINKS = {
  googlePlay: 'https://play.google.com/store/search?q=MORE%20Furniture&c=apps',
  appStore: 'https://apps.apple.com/id/iphone/search?term=MORE%20Furniture',
} as const;

/**
 * The date the terms (/snk) take effect.
 * STORE DATA TO CONFIRM: the documents give none; the store's legal team sets it.
 */
export const TERMS_EFFECTIVE_DATE = { iso: '2026-11-01', text: '1 November 2026' } as const;
