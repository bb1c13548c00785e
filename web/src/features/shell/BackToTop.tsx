import { showsBackToTop } from '@more/core';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import styles from './BackToTop.module.css';

const subscribeToScroll = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** Past 100 px of scroll; never on the server, where nothing is scrolled. */
const useScrolledDown = () =>
  useSyncExternalStore(
    subscribeToScroll,
    () => showsBackToTop(window.scrollY),
    () => false,
  );

/** The scroll's own chunk (scroll-to-top.ts), out of every page's entry: asked for once the button shows. */
const scrolling = () => import('./scroll-to-top');

/**
 * "A back-to-top button appears after 100 px of scroll and animates for
 * 700 ms" (document 1 §2, §9): at once for a shopper who asks for reduced
 * motion. Focus goes to the top of the content, so a keyboard user does not
 * stay at the bottom of the page.
 */
export const BackToTop = () => {
  const visible = useScrolledDown();
  const stopAnimation = useRef<() => void>(() => undefined);

  useEffect(() => () => stopAnimation.current(), []);
  useEffect(() => {
    if (visible) void scrolling();
  }, [visible]);

  const scrollToTop = async () => {
    stopAnimation.current();
    stopAnimation.current = (await scrolling()).scrollToTop();
  };

  if (!visible) return null;
  return (
    <button type="button" className={styles.button} onClick={() => void scrollToTop()} aria-label="Kembali ke atas" data-testid="back-to-top">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
};
