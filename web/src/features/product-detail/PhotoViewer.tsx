/**
 * The photos full screen, to look closely: swiper with its own Zoom module
 * (a pinch or a double tap zooms the photo under the finger, a drag pans it),
 * arrows and the keyboard's arrow keys between photos, in the store's modal
 * dialog (the page behind inert, Escape and "Tutup" close it, focus goes back
 * to the photo that opened it). Its own chunk with swiper's React part and
 * CSS: fetched when a shopper first opens a photo (Gallery.tsx).
 */
import type { ProductImage as Image } from '@more/core';
import { useState } from 'react';
import { A11y, Keyboard, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/zoom';
import { Dialog } from '../../shared/Dialog';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './PhotoViewer.module.css';

/** How far a photo zooms: enough to see the grain of the wood and the weave of a fabric. */
const MAX_ZOOM = 3;

export interface PhotoViewerProps {
  readonly images: readonly Image[];
  readonly name: string;
  /** The photo that was tapped. */
  readonly start: number;
  readonly onClose: () => void;
}

const PhotoViewer = ({ images, name, start, onClose }: PhotoViewerProps) => {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [shown, setShown] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const several = count > 1;

  return (
    <Dialog title={`Foto ${name}`} description="Ketuk dua kali atau cubit foto untuk memperbesar." onClose={onClose} testId="photo-viewer" fullscreen>
      <div className={styles.stage}>
        <Swiper
          className={styles.swiper}
          modules={[Zoom, Keyboard, A11y]}
          initialSlide={start}
          zoom={{ maxRatio: MAX_ZOOM }}
          keyboard={{ enabled: true }}
          a11y={{
            containerMessage: `Foto ${name}`,
            containerRoleDescriptionMessage: 'galeri',
            slideLabelMessage: 'Foto {{index}} dari {{slidesLength}}',
            prevSlideMessage: 'Foto sebelumnya',
            nextSlideMessage: 'Foto berikutnya',
          }}
          onSwiper={setSwiper}
          onSlideChange={(instance) => setShown(instance.activeIndex)}
          onZoomChange={(_instance, scale) => setZoomed(scale > 1)}
          // Where focus starts in the dialog: the photos, whose arrow keys step between them.
          tabIndex={0}
          data-autofocus=""
          data-testid="photo-viewer-photos"
        >
          {images.map((image, index) => (
            // `zoom`: swiper/react wraps the photo in the .swiper-zoom-container its Zoom module scales.
            <SwiperSlide key={image.url} zoom className={styles.slide}>
              <ProductImage slot="viewer" image={image} className={styles.photo} eager={index === start} />
            </SwiperSlide>
          ))}
        </Swiper>
        {several && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => swiper?.slidePrev()} disabled={shown === 0} aria-label="Foto sebelumnya">
              ‹
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => swiper?.slideNext()} disabled={shown === count - 1} aria-label="Foto berikutnya">
              ›
            </button>
          </>
        )}
      </div>
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite" data-testid="photo-viewer-count">
          {shown + 1} / {count}
        </p>
        {/* The zoom for a mouse or a keyboard: what a double tap does. */}
        <button type="button" className={styles.zoomButton} onClick={() => swiper?.zoom.toggle()} data-zoomed={zoomed} data-testid="photo-viewer-zoom">
          {zoomed ? 'Perkecil' : 'Perbesar'}
        </button>
      </div>
    </Dialog>
  );
};

export default PhotoViewer;
