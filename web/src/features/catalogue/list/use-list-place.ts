import type { ProductList, ProductListState } from '@more/core';
import { useEffect, useRef } from 'react';
import { reachedByHistory, saveScroll, savedScroll } from './scroll-memory';
import { takeKeptPlace } from './use-list-navigation';

/**
 * Keeps the shopper's place on a list page: where they are is saved for Back,
 * a filter changed here puts them back where they were (focus on the box just
 * ticked), and coming back by Back loads as many pages as were shown and
 * scrolls to where they left.
 */
export const useListPlace = (list: ProductList, address: string, state: ProductListState, hydrated: boolean): void => {
  // Where the shopper is, kept for Back.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScroll(address, { y: window.scrollY, pages: list.current.page }));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [address, list]);

  // A filter changed on this page: back to where the shopper was, focus on the box just ticked.
  useEffect(() => {
    const place = takeKeptPlace(address);
    if (!place) return;
    const frame = requestAnimationFrame(() => {
      window.scrollTo(0, place.scrollY);
      const target = place.focusId ? document.getElementById(place.focusId) : null;
      (target ?? document.getElementById('daftar-produk'))?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [address]);

  // Back to this list: as many pages as were shown, then the scroll position.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !hydrated || state.status !== 'ready' || !reachedByHistory()) return;
    const saved = savedScroll(address);
    if (!saved) {
      restored.current = true;
      return;
    }
    if (state.page < saved.pages && state.hasMore) {
      list.loadMore();
      return;
    }
    restored.current = true;
    // After the frame's own scroll to the top on a new path.
    const frame = requestAnimationFrame(() => window.scrollTo(0, saved.y));
    return () => cancelAnimationFrame(frame);
  }, [address, hydrated, list, state.status, state.page, state.hasMore]);

  // No scroll anchoring on a list page: Chrome anchors on parts of the frame below the list (the
  // footer, the fixed bars) and follows them down as pages land, past the new cards to the end
  // again, where scrolling asks for yet another page. Nothing above the view changes size here
  // (images are sized, the page's own parts are placed before they fill), so nothing is lost.
  useEffect(() => {
    const root = document.documentElement;
    root.style.overflowAnchor = 'none';
    return () => {
      root.style.removeProperty('overflow-anchor');
    };
  }, []);
};
