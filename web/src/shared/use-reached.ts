import { useEffect, useState } from 'react';

const REACHING = ['pointerenter', 'pointerdown', 'touchstart', 'wheel', 'focusin'] as const;

export type ReachingEvent = (typeof REACHING)[number];

/**
 * True once the shopper reaches for `element` (a pointer over it, a touch, a
 * wheel, the keyboard focus inside it) while `enabled`: the moment to bring in
 * what only a shopper using it needs, such as swiper for a carousel. `events`
 * narrows what counts (a part the keyboard already fully serves leaves out focus).
 */
export const useReached = (element: HTMLElement | null, enabled: boolean, events: readonly ReachingEvent[] = REACHING): boolean => {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!enabled || reached || !element) return;
    const reach = () => setReached(true);
    for (const event of events) element.addEventListener(event, reach, { passive: true, once: true });
    return () => {
      for (const event of events) element.removeEventListener(event, reach);
    };
  }, [element, enabled, reached, events]);
  return enabled && reached;
};
