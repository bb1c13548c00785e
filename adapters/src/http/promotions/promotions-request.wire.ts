import * as z from 'zod/mini';

/** What the promotions calls send. */

/** The query of `GET uni/popup`: the application the popups are for, always the storefront's ("MORE"). */
export const popupQueryWire = z.strictObject({ application: z.literal('MORE') });
export type PopupQueryWire = z.input<typeof popupQueryWire>;

/**
 * The query of `GET uni/banner`: the application, and the banners' place
 * (document 2: "type 1 is top, other is bottom"; the storefront sends 2 for
 * the bottom).
 */
export const bannerQueryWire = z.strictObject({ ...popupQueryWire.shape, type: z.literal([1, 2]) });
export type BannerQueryWire = z.input<typeof bannerQueryWire>;
