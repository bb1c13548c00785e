/**
 * The list's scroll position per address, for Back (wouter restores none):
 * kept in sessionStorage under the address, with how many pages were shown,
 * and put back only when the page was reached by Back or Forward.
 */

const KEY_PREFIX = 'more:list-scroll:';

export interface SavedScroll {
  readonly y: number;
  /** Pages of the list shown when the shopper left. */
  readonly pages: number;
}

let lastNavigationWasHistory = false;

if (typeof window !== 'undefined') {
  // wouter announces its push and replace as events of these names; Back and Forward are popstate.
  window.addEventListener('popstate', () => (lastNavigationWasHistory = true));
  window.addEventListener('pushState', () => (lastNavigationWasHistory = false));
  window.addEventListener('replaceState', () => (lastNavigationWasHistory = false));
}

/** Whether the page on screen was reached with Back or Forward. */
export const reachedByHistory = (): boolean => lastNavigationWasHistory;

const keyOf = (address: string) => `${KEY_PREFIX}${address}`;

export const saveScroll = (address: string, scroll: SavedScroll): void => {
  try {
    window.sessionStorage.setItem(keyOf(address), JSON.stringify(scroll));
  } catch {
    // Storage full or refused (private mode): Back then starts at the top.
  }
};

export const savedScroll = (address: string): SavedScroll | null => {
  try {
    const text = window.sessionStorage.getItem(keyOf(address));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<SavedScroll>;
    return typeof value.y === 'number' && typeof value.pages === 'number' ? { y: value.y, pages: value.pages } : null;
  } catch {
    return null;
  }
};
