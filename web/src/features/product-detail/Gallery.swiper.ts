/**
 * The phone's swipeable gallery: loaded only after hydration on a phone, in
 * its own chunk with swiper's CSS, so neither the entry nor the first paint
 * waits for it. Swiper takes over the row the server rendered (Gallery.tsx
 * renders swiper's container, wrapper and slides from the start): the photo
 * the browser painted first stays the same node.
 */
import Swiper from 'swiper';
import { A11y } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';

export interface GalleryTakeover {
  /** The photo shown when swiper arrives. */
  readonly initialSlide: number;
  readonly onChange: (index: number) => void;
  /** A slide's move in ms: swiper's own 300 unless the page says (document 1 §9: 800 for inspiration). */
  readonly speed?: number;
}

/** Starts swiper on the server's `container` (its `.swiper-wrapper` and `.swiper-slide` children stay React's). */
export const takeOver = (container: HTMLElement, { initialSlide, onChange, speed }: GalleryTakeover): Swiper =>
  new Swiper(container, {
    modules: [A11y],
    initialSlide,
    ...(speed === undefined ? {} : { speed }),
    a11y: {
      containerMessage: null,
      // The photos are the <li>s of the server's list: a list item (a "group" would break the list).
      slideRole: 'listitem',
      slideLabelMessage: 'Foto {{index}} dari {{slidesLength}}',
      prevSlideMessage: 'Foto sebelumnya',
      nextSlideMessage: 'Foto berikutnya',
    },
    on: { slideChange: (swiper) => onChange(swiper.activeIndex) },
  });
