import { useEffect, useState } from 'react';

/**
 * True once the element has come within about a screen of the viewport, so a
 * section below the fold asks for its data only when the shopper scrolls
 * towards it (the product page's first paint carries none of it). Without
 * IntersectionObserver (old browsers, tests' DOM) it is true at once.
 */
export const useNearScreen = (): [(element: HTMLElement | null) => void, boolean] => {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near || (element !== null && typeof IntersectionObserver !== 'function')];
};
