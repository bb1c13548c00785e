/** "A back-to-top button appears after 100 px of scroll and animates for 700 ms" (document 1 §2, §9). */
export const BACK_TO_TOP_AFTER_PX = 100;
export const BACK_TO_TOP_DURATION_MS = 700;

/** Past 100 px, not at it: a page scrolled exactly 100 px is still at its top part. */
export const showsBackToTop = (scrollY: number): boolean => scrollY > BACK_TO_TOP_AFTER_PX;
