import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useHydrated } from '../use-hydrated';
import { CAROUSEL_LAYOUTS, type CarouselLayout, fitsFromWidth } from './carousel-layouts';
import styles from './Carousel.module.css';
import { useElementNearScreen } from '../use-near-screen';
import { lazyModule } from '../lazy-module';
import { useReached } from '../use-reached';

export type { CarouselLayout } from './carousel-layouts';

/**
 * Swiper and its CSS, in their own chunk, fetched once for every carousel of
 * the page and only after hydration. A carousel switches when it is here, in
 * one commit (see lazyModule).
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

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
};

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
      cancelIdle = whenIdle(() => setSettled(true));
    }, SWIPER_IDLE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [enabled, settled]);

  const isNear = mode === 'visible' || near;
  return enabled && (reached || (settled && isNear));
};

/**
 * Any carousel of the store. The server (and the first browser render) shows a plain
 * scroll-snap row of the slides, sized exactly like swiper will size them, so the first slides
 * are painted at once and nothing moves when swiper takes over after hydration (document 1 §9:
 * autoplay 5000 ms, speed 500 ms, paused on hover, on focus and for reduced motion).
 */
export const Carousel = ({ slides, label, layout, upgrade = 'near', className }: CarouselProps) => {
  const spec = CAROUSEL_LAYOUTS[layout];
  const hydrated = useHydrated();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const wanted = useSwiperWanted(root, hydrated, upgrade);
  const rowRef = useRef<HTMLUListElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  // The slide the plain row was scrolled to, so swiper starts there instead of jumping back.
  const [rowSlide, setRowSlide] = useState(0);
  const several = slides.length > 1;
  const swiperWanted = hydrated && several && wanted;
  const CarouselSwiper = carouselSwiper.useWhen(swiperWanted)?.default ?? null;
  const upgraded = CarouselSwiper !== null;

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

  // The slide that held the keyboard focus in the plain row: swiper replaces the row (a focus
  // inside it is what asks for swiper), and the shopper's place must survive that.
  const focusedSlide = useRef<number | null>(null);
  const rememberFocus = (event: FocusEvent<HTMLElement>) => {
    const row = rowRef.current;
    if (!row?.contains(event.target)) return;
    focusedSlide.current = [...row.children].findIndex((item) => item.contains(event.target));
  };
  const restoreFocus = (swiper: SwiperInstance) => {
    const index = focusedSlide.current;
    focusedSlide.current = null;
    if (index === null || index < 0 || (root?.contains(document.activeElement) ?? false)) return;
    const target = swiper.slides[index]?.querySelector<HTMLElement>('a[href], button, [tabindex]:not([tabindex="-1"])');
    target?.focus({ preventScroll: true });
  };

  // Autoplay pauses while a keyboard user is inside the carousel (hover is swiper's pauseOnMouseEnter).
  const pause = (event: FocusEvent<HTMLElement>) => {
    if (!swiperRef.current) rememberFocus(event);
    swiperRef.current?.autoplay?.pause();
  };
  const resume = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    const swiper = swiperRef.current;
    if (swiper?.autoplay?.paused) swiper.autoplay.resume();
  };

  const row = (
    <ul
      ref={rowRef}
      className={styles.row}
      data-layout={layout}
      onScroll={(event) => {
        const row = event.currentTarget;
        const first = row.firstElementChild;
        const width = first instanceof HTMLElement ? first.offsetWidth + spec.gap : 0;
        const slide = width > 0 ? Math.round(row.scrollLeft / width) : 0;
        if (slide !== rowSlide) setRowSlide(slide);
      }}
    >
      {slides.map((slide) => (
        <li key={slide.key} className={styles.slide}>
          {slide.node}
        </li>
      ))}
    </ul>
  );

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
      <div className={styles.viewport}>
        {CarouselSwiper ? (
          <CarouselSwiper
            slides={slides}
            spec={spec}
            // Rendered only in the browser after hydration, so reading the media query here is safe.
            autoplay={!prefersReducedMotion()}
            initialSlide={rowSlide}
            className={styles.swiper}
            slideClassName={styles.swiperSlide}
            onSwiper={(swiper) => {
              swiperRef.current = swiper;
              restoreFocus(swiper);
            }}
          />
        ) : (
          row
        )}
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
