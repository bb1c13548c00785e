import { useEffect, useRef } from 'react';

/**
 * Calls `reach` with the address's anchor once the page is in the browser
 * and whenever the anchor changes (a link to `#pasal-3`, the back button).
 * A frame later than the page's own effects: the app scrolls a newly opened
 * page to its top first, then the anchor's target is brought into view.
 */
export const useHashTarget = (reach: (hash: string) => void): void => {
  const latest = useRef(reach);
  useEffect(() => {
    latest.current = reach;
  });
  useEffect(() => {
    const follow = () => {
      if (window.location.hash.length > 1) latest.current(window.location.hash);
    };
    const frame = window.requestAnimationFrame(follow);
    window.addEventListener('hashchange', follow);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', follow);
    };
  }, []);
};

/** Brings a page's element into view below the sticky header (the page's scroll-padding) and gives it focus, as a followed anchor should. */
export const reachElement = (element: HTMLElement | null, focusTarget: HTMLElement | null = element): void => {
  if (!element) return;
  element.scrollIntoView({ block: 'start' });
  focusTarget?.focus({ preventScroll: true });
};
