import { INTERIOR_DESIGN_PATH, MOREVERSE_PATH, allProductsHref, paketHematHref } from '../catalogue/header-menu';

export type CategoryHeaderMenuEntry =
  | { readonly kind: 'link'; readonly label: string; readonly href: string }
  /** A mega-menu; `href` is where its "see everything" link leads, when it has one. */
  | { readonly kind: 'dropdown'; readonly id: 'all-products' | 'rooms' | 'brands'; readonly label: string; readonly href: string | null };

/**
 * The row under the search box on wide screens, in the order of document 1 §2
 * ("All Products …, Paket Hemat, MOREVERSE, Layanan Desain Interior, and
 * Ruangan"), with the Brand mega-menu ("Mega-menus: All Products, Rooms with
 * sub-categories, and Brand") after Ruangan. All Products opens the category
 * groups; its panel leads to the whole list, which "resets filters".
 */
export const categoryHeaderMenu: readonly CategoryHeaderMenuEntry[] = [
  { kind: 'dropdown', id: 'all-products', label: 'All Products', href: allProductsHref() },
  { kind: 'link', label: 'Paket Hemat', href: paketHematHref() },
  { kind: 'link', label: 'MOREVERSE', href: MOREVERSE_PATH },
  { kind: 'link', label: 'Layanan Desain Interior', href: INTERIOR_DESIGN_PATH },
  { kind: 'dropdown', id: 'rooms', label: 'Ruangan', href: null },
  { kind: 'dropdown', id: 'brands', label: 'Brand', href: null },
];

/** "Skeleton loaders: 5 header items" (document 2 §9): what the row shows while the menus load. */
export const HEADER_MENU_SKELETON_ITEMS = 5;
