import type { ProductList, ProductListScreen } from '@more/core';
import { type RefObject, useEffect, useRef } from 'react';

/** How far before the end of the list scrolling asks for the next page. */
const LOAD_MORE_MARGIN = '0px 0px 600px 0px';

export interface LoadMore {
  /** Placed at the list's end: coming near it asks for the next page. */
  readonly end: RefObject<HTMLDivElement | null>;
  /** The results' section, where the focus is handed on to the first new card. */
  readonly results: RefObject<HTMLElement | null>;
  /** "Muat Lebih Banyak" pressed. */
  readonly loadMore: () => void;
}

/** The next page, asked for by the button or by scrolling near the end, whichever comes first. */
export const useLoadMore = (list: ProductList, screen: ProductListScreen, hydrated: boolean): LoadMore => {
  const { state, loadsOnScroll } = screen;
  const end = useRef<HTMLDivElement>(null);
  const results = useRef<HTMLElement>(null);

  // Scrolling near the end asks for the next page, as the button does.
  useEffect(() => {
    const element = end.current;
    if (!element || !hydrated || !loadsOnScroll || typeof IntersectionObserver === 'undefined') return;
    // Only the end coming into view counts: an end already in view when a page lands (a short
    // list, a view the browser moved) waits for the shopper to scroll or press the button.
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      const arrived = inView && !first;
      first = false;
      if (arrived) list.loadMore();
    }, { rootMargin: LOAD_MORE_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrated, list, loadsOnScroll, state.page]);

  // "Muat Lebih Banyak" hands the focus on to the first new card: a focused button moving down
  // as cards land above it would drag the view along (Chrome anchors scrolling on the focus).
  const focusFrom = useRef<number | null>(null);
  const cardLink = (index: number) => results.current?.querySelectorAll<HTMLElement>('[data-testid="product-card"] a')[index] ?? null;
  const loadMore = () => {
    focusFrom.current = state.products.length;
    cardLink(state.products.length - 1)?.focus({ preventScroll: true });
    list.loadMore();
  };
  useEffect(() => {
    if (focusFrom.current === null || state.status === 'loading-more') return;
    if (state.status === 'ready') cardLink(focusFrom.current)?.focus({ preventScroll: true });
    focusFrom.current = null;
  }, [state.status, state.page]);

  return { end, results, loadMore };
};
