import type { Gallery as GalleryModel } from '@more/core';
import { type KeyboardEvent, type UIEvent, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { lazyModule } from '../../shared/lazy-module';
import { useHydrated } from '../../shared/use-hydrated';
import { useReached } from '../../shared/use-reached';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './ProductDetail.module.css';

/** The phone's swiper and swiper's CSS, in their own chunk: fetched when a shopper first touches the photos. */
const gallerySwiper = lazyModule(() => import('./Gallery.swiper'));

/** The full-screen viewer with swiper's zoom, in its own chunk: fetched when a photo is first pressed. */
const photoViewer = lazyModule(() => import('./PhotoViewer'));

const PHONE = '(max-width: 767px)';

/** Only a finger (or a pointer pressed on the photos) asks for swiper: the keyboard steps through the plain row, and keeps its focus there. */
const SWIPING = ['touchstart', 'pointerdown'] as const;

const subscribePhone = (change: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/** True on a phone once hydrated (false on the server and while hydrating): only there does swiper come in. */
const usePhone = (): boolean =>
  useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );

/** The photo a plain row is scrolled to. */
const rowIndex = (row: HTMLElement): number => (row.clientWidth > 0 ? Math.round(row.scrollLeft / row.clientWidth) : 0);

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The product's photos (atmosphere first, core decides). The server renders
 * them as a plain row: on a desktop only the shown photo, with thumbnails
 * below; on a phone a scroll-snap row the browser itself swipes. The shown
 * photo has a fixed aspect ratio and high fetch priority (the page's largest
 * paint). Swiper takes over on a phone when the shopper first touches the
 * photos, so a shopper who never swipes never downloads it (`speed`: a
 * swipe's move, for a page whose spec sets one); it takes over the
 * very row the server rendered (swiper's structure from the start), so that
 * photo stays the node the browser painted. Arrow keys and the arrow buttons
 * step through the photos.
 */
export const Gallery = ({
  gallery,
  name,
  speed,
  zoomable = false,
  slot = 'gallery',
}: {
  readonly gallery: GalleryModel;
  /** The photos' place: the product page's half, or a room's cover across the page (inspiration, interior projects). */
  readonly slot?: 'gallery' | 'roomGallery';
  readonly name: string;
  readonly speed?: number;
  /** A press on a photo opens it full screen, to zoom (PhotoViewer). */
  readonly zoomable?: boolean;
}) => {
  const [active, setActive] = useState(gallery.active);
  // A chosen variant brings its photo to view (state adjusted while rendering, as React advises).
  const [shownFor, setShownFor] = useState(gallery.active);
  if (shownFor !== gallery.active) {
    setShownFor(gallery.active);
    setActive(gallery.active);
  }
  const hydrated = useHydrated();
  const phone = usePhone();
  const count = gallery.images.length;
  const several = count > 1;
  const [viewer, setViewer] = useState<HTMLElement | null>(null);
  const reached = useReached(viewer, hydrated && phone && several, SWIPING);
  const takeOver = gallerySwiper.useWhen(phone && several && reached)?.takeOver ?? null;
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Swiper is on the row from the commit that brings it (the layout effect below starts it before the paint).
  const upgraded = takeOver !== null && container !== null;

  const shownIndex = Math.min(active, Math.max(0, count - 1));

  // The photo opened full screen, and the button that opened it (focus goes back there on close).
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  const Viewer = photoViewer.useWhen(zoomAt !== null)?.default ?? null;
  const opener = useRef<HTMLButtonElement | null>(null);
  const closeViewer = () => {
    setZoomAt(null);
    opener.current?.focus({ preventScroll: true });
  };
  const step = (by: number) => setActive((index) => (index + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  // Swiper starts at the photo shown then; read from here, so a later step does not start it again.
  const shownRef = useRef(shownIndex);
  useLayoutEffect(() => {
    shownRef.current = shownIndex;
  }, [shownIndex]);

  // Before the browser paints: the row and swiper must never be seen half taken over.
  useLayoutEffect(() => {
    if (!takeOver || !container) return;
    const swiper = takeOver(container, { initialSlide: shownRef.current, onChange: setActive, ...(speed === undefined ? {} : { speed }) });
    swiperRef.current = swiper;
    return () => {
      swiperRef.current = null;
      // Keeps the nodes (React's) and gives them back their plain look: swiper only leaves.
      swiper.destroy(false, true);
    };
  }, [takeOver, container, speed]);

  // The row follows the shown photo (an arrow, a thumbnail, a variant's photo). While the plain
  // row glides there its scroll events are the glide's, not a swipe: they must not move the count.
  const row = useRef<HTMLUListElement>(null);
  const glidingTo = useRef<number | null>(null);
  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) {
      if (swiper.activeIndex !== shownIndex) swiper.slideTo(shownIndex);
      return;
    }
    const element = row.current;
    if (!element || element.scrollWidth <= element.clientWidth || rowIndex(element) === shownIndex) return;
    glidingTo.current = shownIndex;
    element.scrollTo({ left: shownIndex * element.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [shownIndex, upgraded]);
  const onRowScroll = (event: UIEvent<HTMLUListElement>) => {
    const index = rowIndex(event.currentTarget);
    if (glidingTo.current !== null) {
      if (index === glidingTo.current) glidingTo.current = null;
      return;
    }
    if (index !== shownIndex) setActive(index);
  };
  // A finger on the row takes over from any glide.
  const onRowTouch = () => {
    glidingTo.current = null;
  };

  return (
    <section className="stack-3 min-0" aria-label={`Foto ${name}`} aria-roledescription="galeri">
      <div ref={setViewer} className={styles.viewer} onKeyDown={onKeyDown} data-gallery-state={upgraded ? 'swiper' : 'plain'}>
        {/* Swiper's container, wrapper and slides: their class names must never change, as swiper adds its own to them. */}
        <div ref={setContainer} className={`${styles.swiper} swiper`}>
          <ul
            ref={row}
            className={`${styles.viewerRow} swiper-wrapper`}
            onScroll={onRowScroll}
            onTouchStart={onRowTouch}
            onPointerDown={onRowTouch}
            // A row that scrolls is a stop for the keyboard too: the arrow keys step through the photos from it.
            tabIndex={0}
            aria-label={`Foto ${shownIndex + 1} dari ${Math.max(count, 1)}`}
          >
            {gallery.images.map((image, index) => (
              <li key={image.url} className={`${styles.viewerSlide} swiper-slide`} data-shown={index === shownIndex} data-opens={index === gallery.active}>
                {zoomable ? (
                  <button
                    type="button"
                    className={styles.zoomOpener}
                    // One photo of the row at a time is a stop for the keyboard: the shown one.
                    tabIndex={index === shownIndex ? 0 : -1}
                    aria-label={`Perbesar foto ${index + 1}: ${image.alt}`}
                    aria-haspopup="dialog"
                    onPointerDown={() => void photoViewer.request().catch(() => undefined)}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setZoomAt(index);
                    }}
                    data-testid="gallery-zoom"
                  >
                    <ProductImage slot={slot} image={image} className={styles.viewerImage} eager={index === gallery.active} decorative />
                  </button>
                ) : (
                  <ProductImage slot={slot} image={image} className={styles.viewerImage} eager={index === gallery.active} />
                )}
              </li>
            ))}
            {count === 0 && (
              <li className={`${styles.viewerSlide} swiper-slide`} data-shown>
                <ProductImage slot={slot} image={null} className={styles.viewerImage} eager />
              </li>
            )}
          </ul>
        </div>
        {several && (
          <>
            <button type="button" className={`${styles.galleryArrow} ${styles.galleryPrev}`} onClick={() => step(-1)} aria-label="Foto sebelumnya">
              ‹
            </button>
            <button type="button" className={`${styles.galleryArrow} ${styles.galleryNext}`} onClick={() => step(1)} aria-label="Foto berikutnya">
              ›
            </button>
            <p className={styles.galleryCount} aria-live="polite">
              {shownIndex + 1} / {count}
            </p>
          </>
        )}
      </div>
      {Viewer && zoomAt !== null && <Viewer images={gallery.images} name={name} start={zoomAt} onClose={closeViewer} />}
      {several && (
        <ul className={styles.thumbnails} aria-label="Pilih foto">
          {gallery.images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={index === shownIndex ? 'true' : undefined}
                aria-label={`Foto ${index + 1}: ${image.alt}`}
                onClick={() => setActive(index)}
              >
                <ProductImage slot="galleryThumb" image={image} className={styles.thumbnailImage} decorative />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
