import { useEffect, useState } from 'react';

const canObserve = () => typeof IntersectionObserver === 'function';

/**
 * True once `element` has come within about a screen of the viewport (and
 * `watching` is on), so what sits below the fold waits until the shopper
 * scrolls towards it. Without IntersectionObserver (old browsers, tests' DOM)
 * it is true at once.
 */
export const useElementNearScreen = (element: HTMLElement | null, watching = true, margin = '100% 0px'): boolean => {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!watching || near || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, watching, near, margin]);
  return near || (element !== null && !canObserve());
};

/** The same, for an element of the caller's own: a ref callback to put on it, and whether it is near (`margin` as IntersectionObserver's rootMargin). */
export const useNearScreen = (margin?: string): [(element: HTMLElement | null) => void, boolean] => {
  const [element, setElement] = useState<HTMLElement | null>(null);
  return [setElement, useElementNearScreen(element, true, margin)];
};
