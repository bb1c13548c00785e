import type { Gallery as GalleryModel } from '@more/core';
import { type ComponentType, type KeyboardEvent, Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { ProductImage } from '../catalogue/ProductImage';
import styles from './ProductDetail.module.css';
import type { GallerySwiperProps } from './Gallery.swiper';

const GallerySwiper: ComponentType<GallerySwiperProps> = lazy(() => import('./Gallery.swiper'));

const PHONE = '(max-width: 767px)';

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

/**
 * The product's photos (atmosphere first, core decides): the shown photo is
 * plain server HTML with a fixed aspect ratio and high fetch priority (the
 * page's largest paint), thumbnails below it on desktop; on a phone swiper
 * takes over after hydration for swiping. Arrow keys step through the photos.
 */
export const Gallery = ({ gallery, name }: { readonly gallery: GalleryModel; readonly name: string }) => {
  const [active, setActive] = useState(gallery.active);
  // A chosen variant brings its photo to view (state adjusted while rendering, as React advises).
  const [shownFor, setShownFor] = useState(gallery.active);
  if (shownFor !== gallery.active) {
    setShownFor(gallery.active);
    setActive(gallery.active);
  }
  const phone = usePhone();
  const count = gallery.images.length;
  const shown = gallery.images[Math.min(active, Math.max(0, count - 1))] ?? null;
  const step = (by: number) => setActive((index) => (index + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section className={styles.gallery} aria-label={`Foto ${name}`} aria-roledescription="galeri">
      <div className={styles.viewer} onKeyDown={onKeyDown}>
        {phone && count > 1 ? (
          <Suspense fallback={<ProductImage image={shown} className={styles.viewerImage} eager />}>
            <GallerySwiper images={gallery.images} active={active} onChange={setActive} />
          </Suspense>
        ) : (
          <ProductImage image={shown} className={styles.viewerImage} eager />
        )}
        {count > 1 && (
          <>
            <button type="button" className={`${styles.galleryArrow} ${styles.galleryPrev}`} onClick={() => step(-1)} aria-label="Foto sebelumnya">
              ‹
            </button>
            <button type="button" className={`${styles.galleryArrow} ${styles.galleryNext}`} onClick={() => step(1)} aria-label="Foto berikutnya">
              ›
            </button>
            <p className={styles.galleryCount} aria-live="polite">
              {Math.min(active, count - 1) + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbnails} aria-label="Pilih foto">
          {gallery.images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={index === active ? 'true' : undefined}
                aria-label={`Foto ${index + 1}: ${image.alt}`}
                onClick={() => setActive(index)}
              >
                <ProductImage image={image} className={styles.thumbnailImage} decorative />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
