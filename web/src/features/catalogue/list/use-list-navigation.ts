import { useCallback } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';

/**
 * The path as written in the address, still percent-encoded. wouter hands
 * out a decoded path, in which an encoded `&` of a keyword would split the
 * filter segment; the server's render gets the raw path as its ssrPath.
 */
export const useRawPath = (): string => {
  // Subscribes to navigation, so the page renders again when the address changes.
  const [decoded] = useLocation();
  const { ssrPath } = useRouter();
  if (typeof window !== 'undefined' && window.location) return window.location.pathname;
  return ssrPath ?? decoded;
};

export const useRawSearch = (): string => useSearch();

/** Where the shopper was on the page when a filter changed: put back after the new list renders. */
interface KeptPlace {
  readonly href: string;
  readonly scrollY: number;
  readonly focusId: string | null;
}

let keptPlace: KeptPlace | null = null;

/** The kept place for `href`, once: the list page puts it back after its first render. */
export const takeKeptPlace = (href: string): KeptPlace | null => {
  const place = keptPlace;
  keptPlace = null;
  return place && place.href === href ? place : null;
};

/**
 * Goes to another list address (push, so Back restores the previous
 * filter), keeping the shopper's place: the page is rendered again for the
 * new address and would otherwise jump to the top and lose the focus of the
 * box just ticked.
 */
export const useListNavigation = (): ((href: string) => void) => {
  const [, navigate] = useLocation();
  return useCallback(
    (href: string) => {
      const active = document.activeElement;
      keptPlace = { href, scrollY: window.scrollY, focusId: active instanceof HTMLElement && active.id ? active.id : null };
      navigate(href);
    },
    [navigate],
  );
};
