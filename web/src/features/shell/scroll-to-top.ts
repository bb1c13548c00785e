import { BACK_TO_TOP_DURATION_MS } from '@more/core';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Slow at both ends, like a hand moving the page. */
const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Where a keyboard user lands, as after the skip link: the page's content. */
const focusTop = () => document.getElementById('konten')?.focus({ preventScroll: true });

/** What stops the animation: the shopper scrolling on their own. */
const interruptions = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * The back-to-top button's scroll (BackToTop.tsx): 700 ms, at once for a shopper who asks for reduced motion, then
 * focus on the content. A chunk of its own, loaded once the button shows. Answers what stops it.
 */
export const scrollToTop = (): (() => void) => {
  const from = window.scrollY;
  if (prefersReducedMotion() || from <= 0) {
    window.scrollTo(0, 0);
    focusTop();
    return () => undefined;
  }
  let start: number | null = null;
  let frame: number | null = null;
  const stop = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
    for (const event of interruptions) window.removeEventListener(event, stop);
  };
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / BACK_TO_TOP_DURATION_MS);
    window.scrollTo(0, Math.round(from * (1 - easeInOutCubic(progress))));
    if (progress < 1) {
      frame = requestAnimationFrame(step);
    } else {
      stop();
      focusTop();
    }
  };
  for (const event of interruptions) window.addEventListener(event, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
};
