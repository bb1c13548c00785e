/**
 * The swiper half of every carousel: loaded only after hydration, in its own chunk with swiper's
 * own CSS, so neither the entry nor the first paint waits for it. It takes over the row the
 * server rendered (Carousel.tsx renders swiper's container, wrapper and slides from the start)
 * instead of rendering its own: the browser and Lighthouse keep the nodes they first painted.
 */
import Swiper from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import { AUTOPLAY_DELAY_MS, type CarouselLayoutSpec, swiperBreakpoints } from './carousel-layouts';

export interface CarouselTakeover {
  readonly spec: CarouselLayoutSpec;
  readonly autoplay: boolean;
  /** Where the plain row had been scrolled to before swiper arrived. */
  readonly initialSlide: number;
}

/** Starts swiper on the server's `container` (its `.swiper-wrapper` and `.swiper-slide` children stay React's). */
export const takeOver = (container: HTMLElement, { spec, autoplay, initialSlide }: CarouselTakeover): Swiper =>
  new Swiper(container, {
    modules: [A11y, Autoplay],
    speed: spec.speed,
    initialSlide,
    spaceBetween: spec.gap,
    centeredSlides: spec.centred,
    breakpoints: swiperBreakpoints(spec),
    // The last slide rewinds to the first instead of stopping the autoplay.
    rewind: true,
    autoplay: autoplay ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    a11y: {
      // The surrounding region already names the carousel; slides are named "1 dari 8".
      containerMessage: null,
      // The slides are the <li>s of the server's list: a list item (a "group" would break the list).
      slideRole: 'listitem',
      slideLabelMessage: '{{index}} dari {{slidesLength}}',
      prevSlideMessage: 'Sebelumnya',
      nextSlideMessage: 'Berikutnya',
      firstSlideMessage: 'Ini slide pertama',
      lastSlideMessage: 'Ini slide terakhir',
    },
  });
