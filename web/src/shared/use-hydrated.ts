import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Whether React is hydrating the server's HTML in this browser just now (main.tsx says when it starts and ends). */
let hydrating = false;
const waiting = new Set<() => void>();

/** main.tsx, before hydrateRoot. */
export const hydrationStarted = (): void => {
  hydrating = true;
};

/** main.tsx, once the hydration has committed: every part waiting turns hydrated, in one transition. */
export const hydrationDone = (): void => {
  hydrating = false;
  for (const flip of waiting) flip();
  waiting.clear();
};

const never = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Personal parts
 * (cart count, wishlist marks, profile menu) render their reserved,
 * guest-shaped space until then, so the first browser render equals the
 * server's HTML and hydration never mismatches.
 *
 * The switch after hydration is a transition, so React re-renders what it
 * changes in slices between frames. (A store snapshot that differs between
 * server and browser, the usual way, makes React re-render every part that
 * reads it synchronously right after hydration: on a phone, one long task the
 * size of the page.) Here the store's browser snapshot equals the server's
 * until the hydration is over, so React has nothing to force. A part first
 * rendered in the browser after that is hydrated from its first render.
 */
export const useHydrated = (): boolean => {
  const browserRender = useSyncExternalStore(
    never,
    () => !hydrating,
    () => false,
  );
  const [flipped, setFlipped] = useState(false);
  useEffect(() => {
    if (browserRender || flipped) return;
    const flip = () => startTransition(() => setFlipped(true));
    if (!hydrating) {
      flip();
      return;
    }
    waiting.add(flip);
    return () => {
      waiting.delete(flip);
    };
  }, [browserRender, flipped]);
  return browserRender || flipped;
};
