/**
 * The phone's swipeable gallery: loaded only after hydration on a phone, in its own chunk, taking
 * over the row Gallery.tsx rendered (takeover.swiper.ts): the photo the browser painted first stays
 * the same node.
 */
import type Swiper from 'swiper';
import { takeOverList } from '../../shared/carousel/takeover.swiper';

export interface GalleryTakeover {
  /** The photo shown when swiper arrives. */
  readonly initialSlide: number;
  readonly onChange: (index: number) => void;
  /** A slide's move in ms: swiper's own 300 unless the page says (document 1 §9: 800 for inspiration). */
  readonly speed?: number;
}

/** Starts swiper on the server's `container`; the photos are named "Foto 1 dari 5". */
export const takeOver = (container: HTMLElement, { initialSlide, onChange, speed }: GalleryTakeover): Swiper =>
  takeOverList(
    container,
    { initialSlide, ...(speed === undefined ? {} : { speed }), on: { slideChange: (swiper) => onChange(swiper.activeIndex) } },
    { slideLabelMessage: 'Foto {{index}} dari {{slidesLength}}', prevSlideMessage: 'Foto sebelumnya', nextSlideMessage: 'Foto berikutnya' },
  );
