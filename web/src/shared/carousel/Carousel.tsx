import { type FocusEvent, type PointerEvent as ReactPointerEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useHydrated } from '../use-hydrated';
import { CAROUSEL_LAYOUTS, type CarouselLayout, fitsFromWidth } from './carousel-layouts';
import styles from './Carousel.module.css';
import { useElementNearScreen } from '../use-near-screen';
import { lazyModule } from '../lazy-module';
import { useReached } from '../use-reached';
import { whenIdle } from '../when-idle';

export type { CarouselLayout } from './carousel-layouts';

/**
 * Swiper and its CSS, in their own chunk, fetched once for every carousel of
 * the page and only after hydration. A carousel is taken over as soon as it is
 * here (see lazyModule).
 */
const carouselSwiper = lazyModule(() => import('./Carousel.swiper'));

export interface CarouselSlide {
  readonly key: string | number;
  readonly node: ReactNode;
}

interface CarouselProps {
  readonly slides: readonly CarouselSlide[];
  /** Names the region for screen readers ("Produk terkait"). */
  readonly label: string;
  readonly layout: CarouselLayout;
  /**
   * 'visible': a carousel above the fold (swiper comes once the page is idle after hydration);
   * 'near' (default): only once the carousel also comes near the viewport, so a phone does not
   * download and run swiper for carousels it never scrolls to. Reaching for a carousel brings
   * swiper at once in both.
   */
  readonly upgrade?: 'visible' | 'near';
  readonly className?: string;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * How long after hydration a carousel nobody has touched waits before asking for swiper. Swiper
 * is the heaviest script of a page (about 26 kB gzip): loading it while the page arrives would
 * compete with everything the shopper sees first. The plain row is complete meanwhile, and
 * autoplay's first turn comes 5000 ms after swiper starts anyway.
 */
export const SWIPER_IDLE_DELAY_MS = 4000;

/**
 * True once swiper should take over: at once when the shopper reaches for the carousel
 * (pointer, touch, wheel, keyboard focus), else a while after hydration when the page is idle
 * and (for 'near') the carousel is within a screen of the viewport.
 */
const useSwiperWanted = (element: HTMLElement | null, enabled: boolean, mode: 'visible' | 'near'): boolean => {
  const reached = useReached(element, enabled);
  const [settled, setSettled] = useState(false);
  const near = useElementNearScreen(element, enabled && mode === 'near');

  useEffect(() => {
    if (!enabled || settled) return;
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => setSettled(true), 2000);
    }, SWIPER_IDLE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [enabled, settled]);

  const isNear = mode === 'visible' || near;
  return enabled && (reached || (settled && isNear));
};

/** The slide a plain row is scrolled to (the first in view; with centred slides, the centred one). */
const slideAt = (row: HTMLElement, gap: number): number => {
  const first = row.firstElementChild;
  const width = first instanceof HTMLElement ? first.offsetWidth + gap : 0;
  return width > 0 ? Math.round(row.scrollLeft / width) : 0;
};

/**
 * Any carousel of the store. The server (and the first browser render) shows a plain
 * scroll-snap row of the slides, sized exactly like swiper will size them, so the first slides
 * are painted at once and nothing moves when swiper takes over after hydration (document 1 §9:
 * autoplay 5000 ms, speed 500 ms, paused on hover, on focus and for reduced motion).
 *
 * The row is swiper's own structure from the start (container, wrapper, slides), and swiper
 * takes over those very nodes: the browser and Lighthouse hold references to the server's
 * nodes (the home page's largest paint is its first banner), and a keyboard focus inside the
 * row simply stays where it is. React keeps rendering the slides' content.
 */
export const Carousel = ({ slides, label, layout, upgrade = 'near', className }: CarouselProps) => {
  const spec = CAROUSEL_LAYOUTS[layout];
  const hydrated = useHydrated();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const wanted = useSwiperWanted(root, hydrated, upgrade);
  const rowRef = useRef<HTMLUListElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const several = slides.length > 1;
  const takeOver = carouselSwiper.useWhen(hydrated && several && wanted)?.takeOver ?? null;
  // Swiper is on the row from the commit that brings it (the layout effect below starts it before the paint).
  const upgraded = takeOver !== null && container !== null;
  // Swiper's own pauseOnMouseEnter listens for the mouse coming in; it may be in already.
  const mouseInside = useRef(false);

  // Before the browser paints: the row and swiper must never be seen half taken over.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!takeOver || !container || !row || !root) return;
    const swiper = takeOver(container, {
      spec,
      autoplay: !prefersReducedMotion(),
      // Read now, not from the last scroll event: a focus that asked for swiper has just scrolled the row.
      initialSlide: slideAt(row, spec.gap),
    });
    swiperRef.current = swiper;
    // The focus (which may have asked for swiper) stays where it is: no focus event will say it is inside.
    if (root.contains(document.activeElement)) swiper.autoplay?.pause();
    if (mouseInside.current) {
      // Swiper's own handler remembers the mouse (its pointerleave resumes), but skips the pause while
      // a slide is still moving into place, which a busy phone's first frames can be: pause here as well.
      container.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      if (swiper.autoplay && !swiper.autoplay.paused) swiper.autoplay.pause();
    }
    return () => {
      swiperRef.current = null;
      // Keeps the nodes (React's) and gives them back their plain look: swiper only leaves.
      swiper.destroy(false, true);
    };
  }, [takeOver, container, root, spec]);

  // Slides React adds or removes later are swiper's too.
  const slideKeys = slides.map((slide) => slide.key).join('\n');
  useLayoutEffect(() => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) swiper.update();
  }, [slideKeys]);

  const step = (direction: -1 | 1) => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) {
      if (direction < 0) swiper.slidePrev();
      else swiper.slideNext();
      return;
    }
    // Before swiper arrives the buttons scroll the plain row by a screenful.
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  // Autoplay pauses while a keyboard user is inside the carousel (hover is swiper's pauseOnMouseEnter).
  const pause = () => {
    swiperRef.current?.autoplay?.pause();
  };
  const resume = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    const swiper = swiperRef.current;
    if (swiper?.autoplay?.paused) swiper.autoplay.resume();
  };
  const mouseIn = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') mouseInside.current = true;
  };
  const mouseOut = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') mouseInside.current = false;
  };

  return (
    <section
      ref={setRoot}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-roledescription="carousel"
      data-layout={layout}
      data-carousel-state={upgraded ? 'swiper' : 'plain'}
      data-fits-from={fitsFromWidth(spec, slides.length) ?? undefined}
      onFocus={pause}
      onBlur={resume}
    >
      {/* Swiper's container, wrapper and slides: their class names must never change, as swiper adds its own to them. */}
      <div
        ref={setContainer}
        className={`${styles.viewport} swiper`}
        onPointerEnter={mouseIn}
        onPointerLeave={mouseOut}
      >
        <ul ref={rowRef} className={`${styles.row} swiper-wrapper`} data-layout={layout}>
          {slides.map((slide) => (
            <li key={slide.key} className={`${styles.slide} swiper-slide`}>
              {slide.node}
            </li>
          ))}
        </ul>
      </div>
      {several && (
        <div className={styles.controls}>
          <button type="button" className={styles.prev} aria-label="Sebelumnya" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.next} aria-label="Berikutnya" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
};
