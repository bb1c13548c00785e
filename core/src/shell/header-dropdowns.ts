/**
 * The header's dropdowns: the three mega-menus of the category header menu,
 * the shopper's own panels, and the phone's menu panel.
 */
export type HeaderDropdownId = 'all-products' | 'rooms' | 'brands' | 'cart' | 'notifications' | 'profile' | 'mobile-menu';

/** At most one is open at a time; null when none is. */
export type OpenHeaderDropdown = HeaderDropdownId | null;

/**
 * A press on a dropdown's button. "Opening one dropdown closes other open
 * ones" (document 1 §2): the open one is replaced, never joined; pressing the
 * open one's button closes it.
 */
export const toggleHeaderDropdown = (open: OpenHeaderDropdown, pressed: HeaderDropdownId): OpenHeaderDropdown =>
  open === pressed ? null : pressed;

/**
 * Closing one dropdown (Escape, a click outside it, a link inside it
 * followed): any other that opened meanwhile stays open.
 */
export const closeHeaderDropdown = (open: OpenHeaderDropdown, closing: HeaderDropdownId): OpenHeaderDropdown =>
  open === closing ? null : open;
