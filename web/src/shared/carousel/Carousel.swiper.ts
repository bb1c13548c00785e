/**
 * The swiper half of every carousel: loaded only after hydration, in its own chunk, taking over
 * the row Carousel.tsx rendered (takeover.swiper.ts).
 */
import type Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import { AUTOPLAY_DELAY_MS, type CarouselLayoutSpec, swiperBreakpoints } from './carousel-layouts';
import { takeOverList } from './takeover.swiper';

export interface CarouselTakeover {
  readonly spec: CarouselLayoutSpec;
  readonly autoplay: boolean;
  /** Where the plain row had been scrolled to before swiper arrived. */
  readonly initialSlide: number;
}

/** Starts swiper on the server's `container`; slides are named "1 dari 8". */
export const takeOver = (container: HTMLElement, { spec, autoplay, initialSlide }: CarouselTakeover): Swiper =>
  takeOverList(
    container,
    {
      modules: [Autoplay],
      speed: spec.speed,
      initialSlide,
      spaceBetween: spec.gap,
      centeredSlides: spec.centred,
      breakpoints: swiperBreakpoints(spec),
      // The last slide rewinds to the first instead of stopping the autoplay.
      rewind: true,
      autoplay: autoplay ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    },
    {
      slideLabelMessage: '{{index}} dari {{slidesLength}}',
      prevSlideMessage: 'Sebelumnya',
      nextSlideMessage: 'Berikutnya',
      firstSlideMessage: 'Ini slide pertama',
      lastSlideMessage: 'Ini slide terakhir',
    },
  );
